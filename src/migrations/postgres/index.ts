import * as migration_20261122_063130_initial from './20261122_063130_initial';
import * as migration_20261122_072327_accounts_and_jobs from './20261122_072327_accounts_and_jobs';
import * as migration_20261122_075934_content_blocks from './20261122_075934_content_blocks';
import * as migration_20261122_134935_all_blocks from './20261122_134935_all_blocks';
import * as migration_20261122_141218_stories_and_microsites from './20261122_141218_stories_and_microsites';
import * as migration_20261122_165148_forms from './20261122_165148_forms';
import * as migration_20261122_170514_form_blocks from './20261122_170514_form_blocks';
import * as migration_20261124_041235_trade_shop from './20261124_041235_trade_shop';
import * as migration_20261124_071216_cart_and_orders from './20261124_071216_cart_and_orders';
import * as migration_20261124_080336_retailer_portal from './20261124_080336_retailer_portal';
import * as migration_20261124_084738_engraving_images from './20261124_084738_engraving_images';
import * as migration_20261124_110809_store_locator from './20261124_110809_store_locator';

export const migrations = [
  {
    up: migration_20261122_063130_initial.up,
    down: migration_20261122_063130_initial.down,
    name: '20261122_063130_initial',
  },
  {
    up: migration_20261122_072327_accounts_and_jobs.up,
    down: migration_20261122_072327_accounts_and_jobs.down,
    name: '20261122_072327_accounts_and_jobs',
  },
  {
    up: migration_20261122_075934_content_blocks.up,
    down: migration_20261122_075934_content_blocks.down,
    name: '20261122_075934_content_blocks',
  },
  {
    up: migration_20261122_134935_all_blocks.up,
    down: migration_20261122_134935_all_blocks.down,
    name: '20261122_134935_all_blocks',
  },
  {
    up: migration_20261122_141218_stories_and_microsites.up,
    down: migration_20261122_141218_stories_and_microsites.down,
    name: '20261122_141218_stories_and_microsites',
  },
  {
    up: migration_20261122_165148_forms.up,
    down: migration_20261122_165148_forms.down,
    name: '20261122_165148_forms',
  },
  {
    up: migration_20261122_170514_form_blocks.up,
    down: migration_20261122_170514_form_blocks.down,
    name: '20261122_170514_form_blocks',
  },
  {
    up: migration_20261124_041235_trade_shop.up,
    down: migration_20261124_041235_trade_shop.down,
    name: '20261124_041235_trade_shop',
  },
  {
    up: migration_20261124_071216_cart_and_orders.up,
    down: migration_20261124_071216_cart_and_orders.down,
    name: '20261124_071216_cart_and_orders',
  },
  {
    up: migration_20261124_080336_retailer_portal.up,
    down: migration_20261124_080336_retailer_portal.down,
    name: '20261124_080336_retailer_portal',
  },
  {
    up: migration_20261124_084738_engraving_images.up,
    down: migration_20261124_084738_engraving_images.down,
    name: '20261124_084738_engraving_images',
  },
  {
    up: migration_20261124_110809_store_locator.up,
    down: migration_20261124_110809_store_locator.down,
    name: '20261124_110809_store_locator'
  },
];
