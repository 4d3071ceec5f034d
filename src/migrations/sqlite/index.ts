import * as migration_20261122_063122_initial from './20261122_063122_initial';
import * as migration_20261122_072302_accounts_and_jobs from './20261122_072302_accounts_and_jobs';
import * as migration_20261122_075915_content_blocks from './20261122_075915_content_blocks';
import * as migration_20261122_134916_all_blocks from './20261122_134916_all_blocks';
import * as migration_20261122_141206_stories_and_microsites from './20261122_141206_stories_and_microsites';
import * as migration_20261122_165154_forms from './20261122_165154_forms';
import * as migration_20261122_170502_form_blocks from './20261122_170502_form_blocks';
import * as migration_20261124_041148_trade_shop from './20261124_041148_trade_shop';
import * as migration_20261124_071200_cart_and_orders from './20261124_071200_cart_and_orders';
import * as migration_20261124_080326_retailer_portal from './20261124_080326_retailer_portal';
import * as migration_20261124_084725_engraving_images from './20261124_084725_engraving_images';
import * as migration_20261124_103811_portal_indexes from './20261124_103811_portal_indexes';
import * as migration_20261124_115313_wizards from './20261124_115313_wizards';
import * as migration_20261124_120638_search_synonyms from './20261124_120638_search_synonyms';
import * as migration_20261124_121202_careers from './20261124_121202_careers';
import * as migration_20261124_122241_change_requests from './20261124_122241_change_requests';
import * as migration_20261124_122354_store_locator from './20261124_122354_store_locator';
import * as migration_20261124_152801_s3_prefix from './20261124_152801_s3_prefix';
import * as migration_20261128_215534_bench_stores from './20261128_215534_bench_stores';
import * as migration_20261128_215557_delivery_days from './20261128_215557_delivery_days';
import * as migration_20261129_052126_prices_vat from './20261129_052126_prices_vat';
import * as migration_20261129_062733_order_desk from './20261129_062733_order_desk';
import * as migration_20261129_092037_order_documents from './20261129_092037_order_documents';
import * as migration_20261129_092317_change_request_answers from './20261129_092317_change_request_answers';
import * as migration_20261129_095138_trade_settings from './20261129_095138_trade_settings';
import * as migration_20261129_100115_order_list_index from './20261129_100115_order_list_index';
import * as migration_20261129_100620_shipping_store from './20261129_100620_shipping_store';

export const migrations = [
  {
    up: migration_20261122_063122_initial.up,
    down: migration_20261122_063122_initial.down,
    name: '20261122_063122_initial',
  },
  {
    up: migration_20261122_072302_accounts_and_jobs.up,
    down: migration_20261122_072302_accounts_and_jobs.down,
    name: '20261122_072302_accounts_and_jobs',
  },
  {
    up: migration_20261122_075915_content_blocks.up,
    down: migration_20261122_075915_content_blocks.down,
    name: '20261122_075915_content_blocks',
  },
  {
    up: migration_20261122_134916_all_blocks.up,
    down: migration_20261122_134916_all_blocks.down,
    name: '20261122_134916_all_blocks',
  },
  {
    up: migration_20261122_141206_stories_and_microsites.up,
    down: migration_20261122_141206_stories_and_microsites.down,
    name: '20261122_141206_stories_and_microsites',
  },
  {
    up: migration_20261122_165154_forms.up,
    down: migration_20261122_165154_forms.down,
    name: '20261122_165154_forms',
  },
  {
    up: migration_20261122_170502_form_blocks.up,
    down: migration_20261122_170502_form_blocks.down,
    name: '20261122_170502_form_blocks',
  },
  {
    up: migration_20261124_041148_trade_shop.up,
    down: migration_20261124_041148_trade_shop.down,
    name: '20261124_041148_trade_shop',
  },
  {
    up: migration_20261124_071200_cart_and_orders.up,
    down: migration_20261124_071200_cart_and_orders.down,
    name: '20261124_071200_cart_and_orders',
  },
  {
    up: migration_20261124_080326_retailer_portal.up,
    down: migration_20261124_080326_retailer_portal.down,
    name: '20261124_080326_retailer_portal',
  },
  {
    up: migration_20261124_084725_engraving_images.up,
    down: migration_20261124_084725_engraving_images.down,
    name: '20261124_084725_engraving_images',
  },
  {
    up: migration_20261124_103811_portal_indexes.up,
    down: migration_20261124_103811_portal_indexes.down,
    name: '20261124_103811_portal_indexes',
  },
  {
    up: migration_20261124_115313_wizards.up,
    down: migration_20261124_115313_wizards.down,
    name: '20261124_115313_wizards',
  },
  {
    up: migration_20261124_120638_search_synonyms.up,
    down: migration_20261124_120638_search_synonyms.down,
    name: '20261124_120638_search_synonyms',
  },
  {
    up: migration_20261124_121202_careers.up,
    down: migration_20261124_121202_careers.down,
    name: '20261124_121202_careers',
  },
  {
    up: migration_20261124_122241_change_requests.up,
    down: migration_20261124_122241_change_requests.down,
    name: '20261124_122241_change_requests',
  },
  {
    up: migration_20261124_122354_store_locator.up,
    down: migration_20261124_122354_store_locator.down,
    name: '20261124_122354_store_locator',
  },
  {
    up: migration_20261124_152801_s3_prefix.up,
    down: migration_20261124_152801_s3_prefix.down,
    name: '20261124_152801_s3_prefix',
  },
  {
    up: migration_20261128_215534_bench_stores.up,
    down: migration_20261128_215534_bench_stores.down,
    name: '20261128_215534_bench_stores',
  },
  {
    up: migration_20261128_215557_delivery_days.up,
    down: migration_20261128_215557_delivery_days.down,
    name: '20261128_215557_delivery_days',
  },
  {
    up: migration_20261129_052126_prices_vat.up,
    down: migration_20261129_052126_prices_vat.down,
    name: '20261129_052126_prices_vat',
  },
  {
    up: migration_20261129_062733_order_desk.up,
    down: migration_20261129_062733_order_desk.down,
    name: '20261129_062733_order_desk',
  },
  {
    up: migration_20261129_092037_order_documents.up,
    down: migration_20261129_092037_order_documents.down,
    name: '20261129_092037_order_documents',
  },
  {
    up: migration_20261129_092317_change_request_answers.up,
    down: migration_20261129_092317_change_request_answers.down,
    name: '20261129_092317_change_request_answers',
  },
  {
    up: migration_20261129_095138_trade_settings.up,
    down: migration_20261129_095138_trade_settings.down,
    name: '20261129_095138_trade_settings',
  },
  {
    up: migration_20261129_100115_order_list_index.up,
    down: migration_20261129_100115_order_list_index.down,
    name: '20261129_100115_order_list_index',
  },
  {
    up: migration_20261129_100620_shipping_store.up,
    down: migration_20261129_100620_shipping_store.down,
    name: '20261129_100620_shipping_store'
  },
];
