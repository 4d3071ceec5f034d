import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_contact_form_variant" AS ENUM('default', 'withProducts');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_back_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_appointment_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_appointment_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_appointment_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_appointment_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_appointment_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_address_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_address_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_address_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_address_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_address_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_form_variant" AS ENUM('full', 'short');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_unsubscribe_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_unsubscribe_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_unsubscribe_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_unsubscribe_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_museum_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_museum_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_museum_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_museum_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_museum_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_variant" AS ENUM('default', 'withProducts');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_back_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_appointment_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__pages_v_blocks_appointment_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_appointment_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_appointment_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_appointment_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_address_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__pages_v_blocks_address_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_address_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_address_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_address_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_variant" AS ENUM('full', 'short');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_unsubscribe_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__pages_v_blocks_unsubscribe_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_unsubscribe_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_unsubscribe_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_museum_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__pages_v_blocks_museum_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_museum_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_museum_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_museum_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_contact_form_variant" AS ENUM('default', 'withProducts');
  CREATE TYPE "public"."enum_products_blocks_contact_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_blocks_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_contact_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_contact_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_contact_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_contact_form_back_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_appointment_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_blocks_appointment_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_appointment_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_appointment_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_appointment_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_address_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_blocks_address_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_address_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_address_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_address_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_newsletter_form_variant" AS ENUM('full', 'short');
  CREATE TYPE "public"."enum_products_blocks_newsletter_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_blocks_newsletter_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_newsletter_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_newsletter_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_newsletter_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_unsubscribe_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_blocks_unsubscribe_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_unsubscribe_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_unsubscribe_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_museum_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_blocks_museum_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_museum_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_museum_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_museum_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_variant" AS ENUM('default', 'withProducts');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_contact_form_back_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_appointment_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__products_v_blocks_appointment_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_appointment_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_appointment_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_appointment_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_address_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__products_v_blocks_address_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_address_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_address_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_address_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_newsletter_form_variant" AS ENUM('full', 'short');
  CREATE TYPE "public"."enum__products_v_blocks_newsletter_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__products_v_blocks_newsletter_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_newsletter_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_newsletter_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_newsletter_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_unsubscribe_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__products_v_blocks_unsubscribe_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_unsubscribe_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_unsubscribe_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_museum_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__products_v_blocks_museum_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_museum_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_museum_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_museum_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_variant" AS ENUM('default', 'withProducts');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_form_back_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_appointment_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_blocks_appointment_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_appointment_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_appointment_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_appointment_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_address_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_blocks_address_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_address_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_address_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_address_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_newsletter_form_variant" AS ENUM('full', 'short');
  CREATE TYPE "public"."enum_jewelers_blocks_newsletter_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_blocks_newsletter_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_newsletter_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_newsletter_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_newsletter_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_unsubscribe_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_blocks_unsubscribe_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_unsubscribe_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_unsubscribe_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_museum_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_blocks_museum_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_museum_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_museum_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_museum_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_variant" AS ENUM('default', 'withProducts');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_form_back_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_appointment_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__jewelers_v_blocks_appointment_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_appointment_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_appointment_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_appointment_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_address_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__jewelers_v_blocks_address_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_address_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_address_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_address_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_newsletter_form_variant" AS ENUM('full', 'short');
  CREATE TYPE "public"."enum__jewelers_v_blocks_newsletter_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__jewelers_v_blocks_newsletter_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_newsletter_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_newsletter_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_newsletter_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_museum_form_form_language" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum__jewelers_v_blocks_museum_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_museum_form_success_redirect_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_museum_form_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_museum_form_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_contact_form_variant" DEFAULT 'default',
  	"form_id" varchar,
  	"form_language" "enum_pages_blocks_contact_form_form_language",
  	"privacy_link_type" "enum_pages_blocks_contact_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_pages_blocks_contact_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_pages_blocks_contact_form_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_contact_form_device" DEFAULT 'both',
  	"back_link_type" "enum_pages_blocks_contact_form_back_link_type" DEFAULT 'story',
  	"back_link_url" varchar,
  	"back_link_email" varchar,
  	"back_link_anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_appointment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_pages_blocks_appointment_form_form_language",
  	"privacy_link_type" "enum_pages_blocks_appointment_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_pages_blocks_appointment_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_pages_blocks_appointment_form_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_appointment_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_appointment_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_address_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_pages_blocks_address_form_form_language",
  	"privacy_link_type" "enum_pages_blocks_address_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_pages_blocks_address_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_pages_blocks_address_form_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_address_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_address_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_newsletter_form_variant" DEFAULT 'full',
  	"form_id" varchar,
  	"form_language" "enum_pages_blocks_newsletter_form_form_language",
  	"privacy_link_type" "enum_pages_blocks_newsletter_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_pages_blocks_newsletter_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_pages_blocks_newsletter_form_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_newsletter_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_unsubscribe_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_pages_blocks_unsubscribe_form_form_language",
  	"success_redirect_type" "enum_pages_blocks_unsubscribe_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_pages_blocks_unsubscribe_form_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_unsubscribe_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_unsubscribe_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_museum_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_pages_blocks_museum_form_form_language",
  	"privacy_link_type" "enum_pages_blocks_museum_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_pages_blocks_museum_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_pages_blocks_museum_form_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_museum_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_museum_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_contact_form_variant" DEFAULT 'default',
  	"form_id" varchar,
  	"form_language" "enum__pages_v_blocks_contact_form_form_language",
  	"privacy_link_type" "enum__pages_v_blocks_contact_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__pages_v_blocks_contact_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__pages_v_blocks_contact_form_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_contact_form_device" DEFAULT 'both',
  	"back_link_type" "enum__pages_v_blocks_contact_form_back_link_type" DEFAULT 'story',
  	"back_link_url" varchar,
  	"back_link_email" varchar,
  	"back_link_anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_appointment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__pages_v_blocks_appointment_form_form_language",
  	"privacy_link_type" "enum__pages_v_blocks_appointment_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__pages_v_blocks_appointment_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__pages_v_blocks_appointment_form_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_appointment_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_appointment_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_address_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__pages_v_blocks_address_form_form_language",
  	"privacy_link_type" "enum__pages_v_blocks_address_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__pages_v_blocks_address_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__pages_v_blocks_address_form_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_address_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_address_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_newsletter_form_variant" DEFAULT 'full',
  	"form_id" varchar,
  	"form_language" "enum__pages_v_blocks_newsletter_form_form_language",
  	"privacy_link_type" "enum__pages_v_blocks_newsletter_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__pages_v_blocks_newsletter_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__pages_v_blocks_newsletter_form_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_newsletter_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_unsubscribe_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__pages_v_blocks_unsubscribe_form_form_language",
  	"success_redirect_type" "enum__pages_v_blocks_unsubscribe_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__pages_v_blocks_unsubscribe_form_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_unsubscribe_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_unsubscribe_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_museum_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__pages_v_blocks_museum_form_form_language",
  	"privacy_link_type" "enum__pages_v_blocks_museum_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__pages_v_blocks_museum_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__pages_v_blocks_museum_form_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_museum_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_museum_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_products_blocks_contact_form_variant" DEFAULT 'default',
  	"form_id" varchar,
  	"form_language" "enum_products_blocks_contact_form_form_language",
  	"privacy_link_type" "enum_products_blocks_contact_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_products_blocks_contact_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_products_blocks_contact_form_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_contact_form_device" DEFAULT 'both',
  	"back_link_type" "enum_products_blocks_contact_form_back_link_type" DEFAULT 'story',
  	"back_link_url" varchar,
  	"back_link_email" varchar,
  	"back_link_anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_contact_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_appointment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_products_blocks_appointment_form_form_language",
  	"privacy_link_type" "enum_products_blocks_appointment_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_products_blocks_appointment_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_products_blocks_appointment_form_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_appointment_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_appointment_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_address_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_products_blocks_address_form_form_language",
  	"privacy_link_type" "enum_products_blocks_address_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_products_blocks_address_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_products_blocks_address_form_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_address_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_address_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_products_blocks_newsletter_form_variant" DEFAULT 'full',
  	"form_id" varchar,
  	"form_language" "enum_products_blocks_newsletter_form_form_language",
  	"privacy_link_type" "enum_products_blocks_newsletter_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_products_blocks_newsletter_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_products_blocks_newsletter_form_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_newsletter_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_newsletter_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_unsubscribe_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_products_blocks_unsubscribe_form_form_language",
  	"success_redirect_type" "enum_products_blocks_unsubscribe_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_products_blocks_unsubscribe_form_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_unsubscribe_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_unsubscribe_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_museum_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_products_blocks_museum_form_form_language",
  	"privacy_link_type" "enum_products_blocks_museum_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_products_blocks_museum_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_products_blocks_museum_form_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_museum_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_museum_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__products_v_blocks_contact_form_variant" DEFAULT 'default',
  	"form_id" varchar,
  	"form_language" "enum__products_v_blocks_contact_form_form_language",
  	"privacy_link_type" "enum__products_v_blocks_contact_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__products_v_blocks_contact_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__products_v_blocks_contact_form_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_contact_form_device" DEFAULT 'both',
  	"back_link_type" "enum__products_v_blocks_contact_form_back_link_type" DEFAULT 'story',
  	"back_link_url" varchar,
  	"back_link_email" varchar,
  	"back_link_anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_contact_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_appointment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__products_v_blocks_appointment_form_form_language",
  	"privacy_link_type" "enum__products_v_blocks_appointment_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__products_v_blocks_appointment_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__products_v_blocks_appointment_form_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_appointment_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_appointment_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_address_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__products_v_blocks_address_form_form_language",
  	"privacy_link_type" "enum__products_v_blocks_address_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__products_v_blocks_address_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__products_v_blocks_address_form_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_address_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_address_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__products_v_blocks_newsletter_form_variant" DEFAULT 'full',
  	"form_id" varchar,
  	"form_language" "enum__products_v_blocks_newsletter_form_form_language",
  	"privacy_link_type" "enum__products_v_blocks_newsletter_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__products_v_blocks_newsletter_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__products_v_blocks_newsletter_form_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_newsletter_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_newsletter_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_unsubscribe_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__products_v_blocks_unsubscribe_form_form_language",
  	"success_redirect_type" "enum__products_v_blocks_unsubscribe_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__products_v_blocks_unsubscribe_form_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_unsubscribe_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_unsubscribe_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_museum_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__products_v_blocks_museum_form_form_language",
  	"privacy_link_type" "enum__products_v_blocks_museum_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__products_v_blocks_museum_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__products_v_blocks_museum_form_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_museum_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_museum_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_jewelers_blocks_contact_form_variant" DEFAULT 'default',
  	"form_id" varchar,
  	"form_language" "enum_jewelers_blocks_contact_form_form_language",
  	"privacy_link_type" "enum_jewelers_blocks_contact_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_jewelers_blocks_contact_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_jewelers_blocks_contact_form_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_contact_form_device" DEFAULT 'both',
  	"back_link_type" "enum_jewelers_blocks_contact_form_back_link_type" DEFAULT 'story',
  	"back_link_url" varchar,
  	"back_link_email" varchar,
  	"back_link_anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_contact_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_appointment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_jewelers_blocks_appointment_form_form_language",
  	"privacy_link_type" "enum_jewelers_blocks_appointment_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_jewelers_blocks_appointment_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_jewelers_blocks_appointment_form_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_appointment_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_appointment_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_address_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_jewelers_blocks_address_form_form_language",
  	"privacy_link_type" "enum_jewelers_blocks_address_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_jewelers_blocks_address_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_jewelers_blocks_address_form_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_address_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_address_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_jewelers_blocks_newsletter_form_variant" DEFAULT 'full',
  	"form_id" varchar,
  	"form_language" "enum_jewelers_blocks_newsletter_form_form_language",
  	"privacy_link_type" "enum_jewelers_blocks_newsletter_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_jewelers_blocks_newsletter_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_jewelers_blocks_newsletter_form_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_newsletter_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_newsletter_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_unsubscribe_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_jewelers_blocks_unsubscribe_form_form_language",
  	"success_redirect_type" "enum_jewelers_blocks_unsubscribe_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_jewelers_blocks_unsubscribe_form_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_unsubscribe_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_unsubscribe_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_museum_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum_jewelers_blocks_museum_form_form_language",
  	"privacy_link_type" "enum_jewelers_blocks_museum_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum_jewelers_blocks_museum_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum_jewelers_blocks_museum_form_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_museum_form_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_museum_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__jewelers_v_blocks_contact_form_variant" DEFAULT 'default',
  	"form_id" varchar,
  	"form_language" "enum__jewelers_v_blocks_contact_form_form_language",
  	"privacy_link_type" "enum__jewelers_v_blocks_contact_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__jewelers_v_blocks_contact_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_contact_form_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_contact_form_device" DEFAULT 'both',
  	"back_link_type" "enum__jewelers_v_blocks_contact_form_back_link_type" DEFAULT 'story',
  	"back_link_url" varchar,
  	"back_link_email" varchar,
  	"back_link_anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_contact_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_appointment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__jewelers_v_blocks_appointment_form_form_language",
  	"privacy_link_type" "enum__jewelers_v_blocks_appointment_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__jewelers_v_blocks_appointment_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_appointment_form_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_appointment_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_appointment_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_address_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__jewelers_v_blocks_address_form_form_language",
  	"privacy_link_type" "enum__jewelers_v_blocks_address_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__jewelers_v_blocks_address_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_address_form_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_address_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_address_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__jewelers_v_blocks_newsletter_form_variant" DEFAULT 'full',
  	"form_id" varchar,
  	"form_language" "enum__jewelers_v_blocks_newsletter_form_form_language",
  	"privacy_link_type" "enum__jewelers_v_blocks_newsletter_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__jewelers_v_blocks_newsletter_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_newsletter_form_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_newsletter_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_newsletter_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_unsubscribe_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__jewelers_v_blocks_unsubscribe_form_form_language",
  	"success_redirect_type" "enum__jewelers_v_blocks_unsubscribe_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_unsubscribe_form_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_unsubscribe_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_unsubscribe_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_museum_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" varchar,
  	"form_language" "enum__jewelers_v_blocks_museum_form_form_language",
  	"privacy_link_type" "enum__jewelers_v_blocks_museum_form_privacy_link_type" DEFAULT 'story',
  	"privacy_link_url" varchar,
  	"privacy_link_email" varchar,
  	"privacy_link_anchor" varchar,
  	"success_redirect_type" "enum__jewelers_v_blocks_museum_form_success_redirect_type" DEFAULT 'story',
  	"success_redirect_url" varchar,
  	"success_redirect_email" varchar,
  	"success_redirect_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_museum_form_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_museum_form_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_museum_form_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"data_agreement_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_appointment_form" ADD CONSTRAINT "pages_blocks_appointment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_appointment_form_locales" ADD CONSTRAINT "pages_blocks_appointment_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_appointment_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_address_form" ADD CONSTRAINT "pages_blocks_address_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_address_form_locales" ADD CONSTRAINT "pages_blocks_address_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_address_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_form" ADD CONSTRAINT "pages_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_form_locales" ADD CONSTRAINT "pages_blocks_newsletter_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_unsubscribe_form" ADD CONSTRAINT "pages_blocks_unsubscribe_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_unsubscribe_form_locales" ADD CONSTRAINT "pages_blocks_unsubscribe_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_unsubscribe_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_museum_form" ADD CONSTRAINT "pages_blocks_museum_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_museum_form_locales" ADD CONSTRAINT "pages_blocks_museum_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_museum_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_appointment_form" ADD CONSTRAINT "_pages_v_blocks_appointment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_appointment_form_locales" ADD CONSTRAINT "_pages_v_blocks_appointment_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_appointment_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_address_form" ADD CONSTRAINT "_pages_v_blocks_address_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_address_form_locales" ADD CONSTRAINT "_pages_v_blocks_address_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_address_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_form" ADD CONSTRAINT "_pages_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_form_locales" ADD CONSTRAINT "_pages_v_blocks_newsletter_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_newsletter_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unsubscribe_form" ADD CONSTRAINT "_pages_v_blocks_unsubscribe_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unsubscribe_form_locales" ADD CONSTRAINT "_pages_v_blocks_unsubscribe_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_unsubscribe_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_museum_form" ADD CONSTRAINT "_pages_v_blocks_museum_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_museum_form_locales" ADD CONSTRAINT "_pages_v_blocks_museum_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_museum_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact_form" ADD CONSTRAINT "products_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact_form_locales" ADD CONSTRAINT "products_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_appointment_form" ADD CONSTRAINT "products_blocks_appointment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_appointment_form_locales" ADD CONSTRAINT "products_blocks_appointment_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_appointment_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_address_form" ADD CONSTRAINT "products_blocks_address_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_address_form_locales" ADD CONSTRAINT "products_blocks_address_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_address_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_newsletter_form" ADD CONSTRAINT "products_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_newsletter_form_locales" ADD CONSTRAINT "products_blocks_newsletter_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_newsletter_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_unsubscribe_form" ADD CONSTRAINT "products_blocks_unsubscribe_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_unsubscribe_form_locales" ADD CONSTRAINT "products_blocks_unsubscribe_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_unsubscribe_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_museum_form" ADD CONSTRAINT "products_blocks_museum_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_museum_form_locales" ADD CONSTRAINT "products_blocks_museum_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_museum_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact_form" ADD CONSTRAINT "_products_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact_form_locales" ADD CONSTRAINT "_products_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_appointment_form" ADD CONSTRAINT "_products_v_blocks_appointment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_appointment_form_locales" ADD CONSTRAINT "_products_v_blocks_appointment_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_appointment_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_address_form" ADD CONSTRAINT "_products_v_blocks_address_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_address_form_locales" ADD CONSTRAINT "_products_v_blocks_address_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_address_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_newsletter_form" ADD CONSTRAINT "_products_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_newsletter_form_locales" ADD CONSTRAINT "_products_v_blocks_newsletter_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_newsletter_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_unsubscribe_form" ADD CONSTRAINT "_products_v_blocks_unsubscribe_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_unsubscribe_form_locales" ADD CONSTRAINT "_products_v_blocks_unsubscribe_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_unsubscribe_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_museum_form" ADD CONSTRAINT "_products_v_blocks_museum_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_museum_form_locales" ADD CONSTRAINT "_products_v_blocks_museum_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_museum_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_contact_form" ADD CONSTRAINT "jewelers_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_contact_form_locales" ADD CONSTRAINT "jewelers_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_appointment_form" ADD CONSTRAINT "jewelers_blocks_appointment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_appointment_form_locales" ADD CONSTRAINT "jewelers_blocks_appointment_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_appointment_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_address_form" ADD CONSTRAINT "jewelers_blocks_address_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_address_form_locales" ADD CONSTRAINT "jewelers_blocks_address_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_address_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_newsletter_form" ADD CONSTRAINT "jewelers_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_newsletter_form_locales" ADD CONSTRAINT "jewelers_blocks_newsletter_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_newsletter_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_unsubscribe_form" ADD CONSTRAINT "jewelers_blocks_unsubscribe_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_unsubscribe_form_locales" ADD CONSTRAINT "jewelers_blocks_unsubscribe_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_unsubscribe_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_museum_form" ADD CONSTRAINT "jewelers_blocks_museum_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_museum_form_locales" ADD CONSTRAINT "jewelers_blocks_museum_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_museum_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_contact_form" ADD CONSTRAINT "_jewelers_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_contact_form_locales" ADD CONSTRAINT "_jewelers_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_appointment_form" ADD CONSTRAINT "_jewelers_v_blocks_appointment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_appointment_form_locales" ADD CONSTRAINT "_jewelers_v_blocks_appointment_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_appointment_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_address_form" ADD CONSTRAINT "_jewelers_v_blocks_address_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_address_form_locales" ADD CONSTRAINT "_jewelers_v_blocks_address_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_address_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_newsletter_form" ADD CONSTRAINT "_jewelers_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_newsletter_form_locales" ADD CONSTRAINT "_jewelers_v_blocks_newsletter_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_newsletter_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_unsubscribe_form" ADD CONSTRAINT "_jewelers_v_blocks_unsubscribe_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_unsubscribe_form_locales" ADD CONSTRAINT "_jewelers_v_blocks_unsubscribe_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_unsubscribe_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_museum_form" ADD CONSTRAINT "_jewelers_v_blocks_museum_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_museum_form_locales" ADD CONSTRAINT "_jewelers_v_blocks_museum_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_museum_form"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_appointment_form_order_idx" ON "pages_blocks_appointment_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_appointment_form_parent_id_idx" ON "pages_blocks_appointment_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_appointment_form_path_idx" ON "pages_blocks_appointment_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_appointment_form_locales_locale_parent_id_uniqu" ON "pages_blocks_appointment_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_address_form_order_idx" ON "pages_blocks_address_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_address_form_parent_id_idx" ON "pages_blocks_address_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_address_form_path_idx" ON "pages_blocks_address_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_address_form_locales_locale_parent_id_unique" ON "pages_blocks_address_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_newsletter_form_order_idx" ON "pages_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_form_parent_id_idx" ON "pages_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_form_path_idx" ON "pages_blocks_newsletter_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_newsletter_form_locales_locale_parent_id_unique" ON "pages_blocks_newsletter_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_unsubscribe_form_order_idx" ON "pages_blocks_unsubscribe_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_unsubscribe_form_parent_id_idx" ON "pages_blocks_unsubscribe_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_unsubscribe_form_path_idx" ON "pages_blocks_unsubscribe_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_unsubscribe_form_locales_locale_parent_id_uniqu" ON "pages_blocks_unsubscribe_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_museum_form_order_idx" ON "pages_blocks_museum_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_museum_form_parent_id_idx" ON "pages_blocks_museum_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_museum_form_path_idx" ON "pages_blocks_museum_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_museum_form_locales_locale_parent_id_unique" ON "pages_blocks_museum_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_appointment_form_order_idx" ON "_pages_v_blocks_appointment_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_appointment_form_parent_id_idx" ON "_pages_v_blocks_appointment_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_appointment_form_path_idx" ON "_pages_v_blocks_appointment_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_appointment_form_locales_locale_parent_id_un" ON "_pages_v_blocks_appointment_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_address_form_order_idx" ON "_pages_v_blocks_address_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_address_form_parent_id_idx" ON "_pages_v_blocks_address_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_address_form_path_idx" ON "_pages_v_blocks_address_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_address_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_address_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_form_order_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_form_parent_id_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_form_path_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_newsletter_form_locales_locale_parent_id_uni" ON "_pages_v_blocks_newsletter_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_unsubscribe_form_order_idx" ON "_pages_v_blocks_unsubscribe_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_unsubscribe_form_parent_id_idx" ON "_pages_v_blocks_unsubscribe_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_unsubscribe_form_path_idx" ON "_pages_v_blocks_unsubscribe_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_unsubscribe_form_locales_locale_parent_id_un" ON "_pages_v_blocks_unsubscribe_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_museum_form_order_idx" ON "_pages_v_blocks_museum_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_museum_form_parent_id_idx" ON "_pages_v_blocks_museum_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_museum_form_path_idx" ON "_pages_v_blocks_museum_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_museum_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_museum_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_contact_form_order_idx" ON "products_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "products_blocks_contact_form_parent_id_idx" ON "products_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_contact_form_path_idx" ON "products_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_contact_form_locales_locale_parent_id_unique" ON "products_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_appointment_form_order_idx" ON "products_blocks_appointment_form" USING btree ("_order");
  CREATE INDEX "products_blocks_appointment_form_parent_id_idx" ON "products_blocks_appointment_form" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_appointment_form_path_idx" ON "products_blocks_appointment_form" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_appointment_form_locales_locale_parent_id_un" ON "products_blocks_appointment_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_address_form_order_idx" ON "products_blocks_address_form" USING btree ("_order");
  CREATE INDEX "products_blocks_address_form_parent_id_idx" ON "products_blocks_address_form" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_address_form_path_idx" ON "products_blocks_address_form" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_address_form_locales_locale_parent_id_unique" ON "products_blocks_address_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_newsletter_form_order_idx" ON "products_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "products_blocks_newsletter_form_parent_id_idx" ON "products_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_newsletter_form_path_idx" ON "products_blocks_newsletter_form" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_newsletter_form_locales_locale_parent_id_uni" ON "products_blocks_newsletter_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_unsubscribe_form_order_idx" ON "products_blocks_unsubscribe_form" USING btree ("_order");
  CREATE INDEX "products_blocks_unsubscribe_form_parent_id_idx" ON "products_blocks_unsubscribe_form" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_unsubscribe_form_path_idx" ON "products_blocks_unsubscribe_form" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_unsubscribe_form_locales_locale_parent_id_un" ON "products_blocks_unsubscribe_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_museum_form_order_idx" ON "products_blocks_museum_form" USING btree ("_order");
  CREATE INDEX "products_blocks_museum_form_parent_id_idx" ON "products_blocks_museum_form" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_museum_form_path_idx" ON "products_blocks_museum_form" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_museum_form_locales_locale_parent_id_unique" ON "products_blocks_museum_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_contact_form_order_idx" ON "_products_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_contact_form_parent_id_idx" ON "_products_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_contact_form_path_idx" ON "_products_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_contact_form_locales_locale_parent_id_uni" ON "_products_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_appointment_form_order_idx" ON "_products_v_blocks_appointment_form" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_appointment_form_parent_id_idx" ON "_products_v_blocks_appointment_form" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_appointment_form_path_idx" ON "_products_v_blocks_appointment_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_appointment_form_locales_locale_parent_id" ON "_products_v_blocks_appointment_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_address_form_order_idx" ON "_products_v_blocks_address_form" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_address_form_parent_id_idx" ON "_products_v_blocks_address_form" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_address_form_path_idx" ON "_products_v_blocks_address_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_address_form_locales_locale_parent_id_uni" ON "_products_v_blocks_address_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_newsletter_form_order_idx" ON "_products_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_newsletter_form_parent_id_idx" ON "_products_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_newsletter_form_path_idx" ON "_products_v_blocks_newsletter_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_newsletter_form_locales_locale_parent_id_" ON "_products_v_blocks_newsletter_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_unsubscribe_form_order_idx" ON "_products_v_blocks_unsubscribe_form" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_unsubscribe_form_parent_id_idx" ON "_products_v_blocks_unsubscribe_form" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_unsubscribe_form_path_idx" ON "_products_v_blocks_unsubscribe_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_unsubscribe_form_locales_locale_parent_id" ON "_products_v_blocks_unsubscribe_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_museum_form_order_idx" ON "_products_v_blocks_museum_form" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_museum_form_parent_id_idx" ON "_products_v_blocks_museum_form" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_museum_form_path_idx" ON "_products_v_blocks_museum_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_museum_form_locales_locale_parent_id_uniq" ON "_products_v_blocks_museum_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_contact_form_order_idx" ON "jewelers_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_contact_form_parent_id_idx" ON "jewelers_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_contact_form_path_idx" ON "jewelers_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_contact_form_locales_locale_parent_id_unique" ON "jewelers_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_appointment_form_order_idx" ON "jewelers_blocks_appointment_form" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_appointment_form_parent_id_idx" ON "jewelers_blocks_appointment_form" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_appointment_form_path_idx" ON "jewelers_blocks_appointment_form" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_appointment_form_locales_locale_parent_id_un" ON "jewelers_blocks_appointment_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_address_form_order_idx" ON "jewelers_blocks_address_form" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_address_form_parent_id_idx" ON "jewelers_blocks_address_form" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_address_form_path_idx" ON "jewelers_blocks_address_form" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_address_form_locales_locale_parent_id_unique" ON "jewelers_blocks_address_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_newsletter_form_order_idx" ON "jewelers_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_newsletter_form_parent_id_idx" ON "jewelers_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_newsletter_form_path_idx" ON "jewelers_blocks_newsletter_form" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_newsletter_form_locales_locale_parent_id_uni" ON "jewelers_blocks_newsletter_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_unsubscribe_form_order_idx" ON "jewelers_blocks_unsubscribe_form" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_unsubscribe_form_parent_id_idx" ON "jewelers_blocks_unsubscribe_form" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_unsubscribe_form_path_idx" ON "jewelers_blocks_unsubscribe_form" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_unsubscribe_form_locales_locale_parent_id_un" ON "jewelers_blocks_unsubscribe_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_museum_form_order_idx" ON "jewelers_blocks_museum_form" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_museum_form_parent_id_idx" ON "jewelers_blocks_museum_form" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_museum_form_path_idx" ON "jewelers_blocks_museum_form" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_museum_form_locales_locale_parent_id_unique" ON "jewelers_blocks_museum_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_contact_form_order_idx" ON "_jewelers_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_contact_form_parent_id_idx" ON "_jewelers_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_contact_form_path_idx" ON "_jewelers_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_contact_form_locales_locale_parent_id_uni" ON "_jewelers_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_appointment_form_order_idx" ON "_jewelers_v_blocks_appointment_form" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_appointment_form_parent_id_idx" ON "_jewelers_v_blocks_appointment_form" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_appointment_form_path_idx" ON "_jewelers_v_blocks_appointment_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_appointment_form_locales_locale_parent_id" ON "_jewelers_v_blocks_appointment_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_address_form_order_idx" ON "_jewelers_v_blocks_address_form" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_address_form_parent_id_idx" ON "_jewelers_v_blocks_address_form" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_address_form_path_idx" ON "_jewelers_v_blocks_address_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_address_form_locales_locale_parent_id_uni" ON "_jewelers_v_blocks_address_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_newsletter_form_order_idx" ON "_jewelers_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_newsletter_form_parent_id_idx" ON "_jewelers_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_newsletter_form_path_idx" ON "_jewelers_v_blocks_newsletter_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_newsletter_form_locales_locale_parent_id_" ON "_jewelers_v_blocks_newsletter_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_unsubscribe_form_order_idx" ON "_jewelers_v_blocks_unsubscribe_form" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_unsubscribe_form_parent_id_idx" ON "_jewelers_v_blocks_unsubscribe_form" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_unsubscribe_form_path_idx" ON "_jewelers_v_blocks_unsubscribe_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_unsubscribe_form_locales_locale_parent_id" ON "_jewelers_v_blocks_unsubscribe_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_museum_form_order_idx" ON "_jewelers_v_blocks_museum_form" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_museum_form_parent_id_idx" ON "_jewelers_v_blocks_museum_form" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_museum_form_path_idx" ON "_jewelers_v_blocks_museum_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_museum_form_locales_locale_parent_id_uniq" ON "_jewelers_v_blocks_museum_form_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "pages_blocks_appointment_form" CASCADE;
  DROP TABLE "pages_blocks_appointment_form_locales" CASCADE;
  DROP TABLE "pages_blocks_address_form" CASCADE;
  DROP TABLE "pages_blocks_address_form_locales" CASCADE;
  DROP TABLE "pages_blocks_newsletter_form" CASCADE;
  DROP TABLE "pages_blocks_newsletter_form_locales" CASCADE;
  DROP TABLE "pages_blocks_unsubscribe_form" CASCADE;
  DROP TABLE "pages_blocks_unsubscribe_form_locales" CASCADE;
  DROP TABLE "pages_blocks_museum_form" CASCADE;
  DROP TABLE "pages_blocks_museum_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_appointment_form" CASCADE;
  DROP TABLE "_pages_v_blocks_appointment_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_address_form" CASCADE;
  DROP TABLE "_pages_v_blocks_address_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_unsubscribe_form" CASCADE;
  DROP TABLE "_pages_v_blocks_unsubscribe_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_museum_form" CASCADE;
  DROP TABLE "_pages_v_blocks_museum_form_locales" CASCADE;
  DROP TABLE "products_blocks_contact_form" CASCADE;
  DROP TABLE "products_blocks_contact_form_locales" CASCADE;
  DROP TABLE "products_blocks_appointment_form" CASCADE;
  DROP TABLE "products_blocks_appointment_form_locales" CASCADE;
  DROP TABLE "products_blocks_address_form" CASCADE;
  DROP TABLE "products_blocks_address_form_locales" CASCADE;
  DROP TABLE "products_blocks_newsletter_form" CASCADE;
  DROP TABLE "products_blocks_newsletter_form_locales" CASCADE;
  DROP TABLE "products_blocks_unsubscribe_form" CASCADE;
  DROP TABLE "products_blocks_unsubscribe_form_locales" CASCADE;
  DROP TABLE "products_blocks_museum_form" CASCADE;
  DROP TABLE "products_blocks_museum_form_locales" CASCADE;
  DROP TABLE "_products_v_blocks_contact_form" CASCADE;
  DROP TABLE "_products_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_products_v_blocks_appointment_form" CASCADE;
  DROP TABLE "_products_v_blocks_appointment_form_locales" CASCADE;
  DROP TABLE "_products_v_blocks_address_form" CASCADE;
  DROP TABLE "_products_v_blocks_address_form_locales" CASCADE;
  DROP TABLE "_products_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_products_v_blocks_newsletter_form_locales" CASCADE;
  DROP TABLE "_products_v_blocks_unsubscribe_form" CASCADE;
  DROP TABLE "_products_v_blocks_unsubscribe_form_locales" CASCADE;
  DROP TABLE "_products_v_blocks_museum_form" CASCADE;
  DROP TABLE "_products_v_blocks_museum_form_locales" CASCADE;
  DROP TABLE "jewelers_blocks_contact_form" CASCADE;
  DROP TABLE "jewelers_blocks_contact_form_locales" CASCADE;
  DROP TABLE "jewelers_blocks_appointment_form" CASCADE;
  DROP TABLE "jewelers_blocks_appointment_form_locales" CASCADE;
  DROP TABLE "jewelers_blocks_address_form" CASCADE;
  DROP TABLE "jewelers_blocks_address_form_locales" CASCADE;
  DROP TABLE "jewelers_blocks_newsletter_form" CASCADE;
  DROP TABLE "jewelers_blocks_newsletter_form_locales" CASCADE;
  DROP TABLE "jewelers_blocks_unsubscribe_form" CASCADE;
  DROP TABLE "jewelers_blocks_unsubscribe_form_locales" CASCADE;
  DROP TABLE "jewelers_blocks_museum_form" CASCADE;
  DROP TABLE "jewelers_blocks_museum_form_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_contact_form" CASCADE;
  DROP TABLE "_jewelers_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_appointment_form" CASCADE;
  DROP TABLE "_jewelers_v_blocks_appointment_form_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_address_form" CASCADE;
  DROP TABLE "_jewelers_v_blocks_address_form_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_jewelers_v_blocks_newsletter_form_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_unsubscribe_form" CASCADE;
  DROP TABLE "_jewelers_v_blocks_unsubscribe_form_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_museum_form" CASCADE;
  DROP TABLE "_jewelers_v_blocks_museum_form_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_contact_form_variant";
  DROP TYPE "public"."enum_pages_blocks_contact_form_form_language";
  DROP TYPE "public"."enum_pages_blocks_contact_form_privacy_link_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_success_redirect_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_channel";
  DROP TYPE "public"."enum_pages_blocks_contact_form_device";
  DROP TYPE "public"."enum_pages_blocks_contact_form_back_link_type";
  DROP TYPE "public"."enum_pages_blocks_appointment_form_form_language";
  DROP TYPE "public"."enum_pages_blocks_appointment_form_privacy_link_type";
  DROP TYPE "public"."enum_pages_blocks_appointment_form_success_redirect_type";
  DROP TYPE "public"."enum_pages_blocks_appointment_form_channel";
  DROP TYPE "public"."enum_pages_blocks_appointment_form_device";
  DROP TYPE "public"."enum_pages_blocks_address_form_form_language";
  DROP TYPE "public"."enum_pages_blocks_address_form_privacy_link_type";
  DROP TYPE "public"."enum_pages_blocks_address_form_success_redirect_type";
  DROP TYPE "public"."enum_pages_blocks_address_form_channel";
  DROP TYPE "public"."enum_pages_blocks_address_form_device";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_variant";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_form_language";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_privacy_link_type";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_success_redirect_type";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_channel";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_device";
  DROP TYPE "public"."enum_pages_blocks_unsubscribe_form_form_language";
  DROP TYPE "public"."enum_pages_blocks_unsubscribe_form_success_redirect_type";
  DROP TYPE "public"."enum_pages_blocks_unsubscribe_form_channel";
  DROP TYPE "public"."enum_pages_blocks_unsubscribe_form_device";
  DROP TYPE "public"."enum_pages_blocks_museum_form_form_language";
  DROP TYPE "public"."enum_pages_blocks_museum_form_privacy_link_type";
  DROP TYPE "public"."enum_pages_blocks_museum_form_success_redirect_type";
  DROP TYPE "public"."enum_pages_blocks_museum_form_channel";
  DROP TYPE "public"."enum_pages_blocks_museum_form_device";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_variant";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_form_language";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_privacy_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_success_redirect_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_channel";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_device";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_back_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_appointment_form_form_language";
  DROP TYPE "public"."enum__pages_v_blocks_appointment_form_privacy_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_appointment_form_success_redirect_type";
  DROP TYPE "public"."enum__pages_v_blocks_appointment_form_channel";
  DROP TYPE "public"."enum__pages_v_blocks_appointment_form_device";
  DROP TYPE "public"."enum__pages_v_blocks_address_form_form_language";
  DROP TYPE "public"."enum__pages_v_blocks_address_form_privacy_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_address_form_success_redirect_type";
  DROP TYPE "public"."enum__pages_v_blocks_address_form_channel";
  DROP TYPE "public"."enum__pages_v_blocks_address_form_device";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_variant";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_form_language";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_privacy_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_success_redirect_type";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_channel";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_device";
  DROP TYPE "public"."enum__pages_v_blocks_unsubscribe_form_form_language";
  DROP TYPE "public"."enum__pages_v_blocks_unsubscribe_form_success_redirect_type";
  DROP TYPE "public"."enum__pages_v_blocks_unsubscribe_form_channel";
  DROP TYPE "public"."enum__pages_v_blocks_unsubscribe_form_device";
  DROP TYPE "public"."enum__pages_v_blocks_museum_form_form_language";
  DROP TYPE "public"."enum__pages_v_blocks_museum_form_privacy_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_museum_form_success_redirect_type";
  DROP TYPE "public"."enum__pages_v_blocks_museum_form_channel";
  DROP TYPE "public"."enum__pages_v_blocks_museum_form_device";
  DROP TYPE "public"."enum_products_blocks_contact_form_variant";
  DROP TYPE "public"."enum_products_blocks_contact_form_form_language";
  DROP TYPE "public"."enum_products_blocks_contact_form_privacy_link_type";
  DROP TYPE "public"."enum_products_blocks_contact_form_success_redirect_type";
  DROP TYPE "public"."enum_products_blocks_contact_form_channel";
  DROP TYPE "public"."enum_products_blocks_contact_form_device";
  DROP TYPE "public"."enum_products_blocks_contact_form_back_link_type";
  DROP TYPE "public"."enum_products_blocks_appointment_form_form_language";
  DROP TYPE "public"."enum_products_blocks_appointment_form_privacy_link_type";
  DROP TYPE "public"."enum_products_blocks_appointment_form_success_redirect_type";
  DROP TYPE "public"."enum_products_blocks_appointment_form_channel";
  DROP TYPE "public"."enum_products_blocks_appointment_form_device";
  DROP TYPE "public"."enum_products_blocks_address_form_form_language";
  DROP TYPE "public"."enum_products_blocks_address_form_privacy_link_type";
  DROP TYPE "public"."enum_products_blocks_address_form_success_redirect_type";
  DROP TYPE "public"."enum_products_blocks_address_form_channel";
  DROP TYPE "public"."enum_products_blocks_address_form_device";
  DROP TYPE "public"."enum_products_blocks_newsletter_form_variant";
  DROP TYPE "public"."enum_products_blocks_newsletter_form_form_language";
  DROP TYPE "public"."enum_products_blocks_newsletter_form_privacy_link_type";
  DROP TYPE "public"."enum_products_blocks_newsletter_form_success_redirect_type";
  DROP TYPE "public"."enum_products_blocks_newsletter_form_channel";
  DROP TYPE "public"."enum_products_blocks_newsletter_form_device";
  DROP TYPE "public"."enum_products_blocks_unsubscribe_form_form_language";
  DROP TYPE "public"."enum_products_blocks_unsubscribe_form_success_redirect_type";
  DROP TYPE "public"."enum_products_blocks_unsubscribe_form_channel";
  DROP TYPE "public"."enum_products_blocks_unsubscribe_form_device";
  DROP TYPE "public"."enum_products_blocks_museum_form_form_language";
  DROP TYPE "public"."enum_products_blocks_museum_form_privacy_link_type";
  DROP TYPE "public"."enum_products_blocks_museum_form_success_redirect_type";
  DROP TYPE "public"."enum_products_blocks_museum_form_channel";
  DROP TYPE "public"."enum_products_blocks_museum_form_device";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_variant";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_form_language";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_privacy_link_type";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_success_redirect_type";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_channel";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_device";
  DROP TYPE "public"."enum__products_v_blocks_contact_form_back_link_type";
  DROP TYPE "public"."enum__products_v_blocks_appointment_form_form_language";
  DROP TYPE "public"."enum__products_v_blocks_appointment_form_privacy_link_type";
  DROP TYPE "public"."enum__products_v_blocks_appointment_form_success_redirect_type";
  DROP TYPE "public"."enum__products_v_blocks_appointment_form_channel";
  DROP TYPE "public"."enum__products_v_blocks_appointment_form_device";
  DROP TYPE "public"."enum__products_v_blocks_address_form_form_language";
  DROP TYPE "public"."enum__products_v_blocks_address_form_privacy_link_type";
  DROP TYPE "public"."enum__products_v_blocks_address_form_success_redirect_type";
  DROP TYPE "public"."enum__products_v_blocks_address_form_channel";
  DROP TYPE "public"."enum__products_v_blocks_address_form_device";
  DROP TYPE "public"."enum__products_v_blocks_newsletter_form_variant";
  DROP TYPE "public"."enum__products_v_blocks_newsletter_form_form_language";
  DROP TYPE "public"."enum__products_v_blocks_newsletter_form_privacy_link_type";
  DROP TYPE "public"."enum__products_v_blocks_newsletter_form_success_redirect_type";
  DROP TYPE "public"."enum__products_v_blocks_newsletter_form_channel";
  DROP TYPE "public"."enum__products_v_blocks_newsletter_form_device";
  DROP TYPE "public"."enum__products_v_blocks_unsubscribe_form_form_language";
  DROP TYPE "public"."enum__products_v_blocks_unsubscribe_form_success_redirect_type";
  DROP TYPE "public"."enum__products_v_blocks_unsubscribe_form_channel";
  DROP TYPE "public"."enum__products_v_blocks_unsubscribe_form_device";
  DROP TYPE "public"."enum__products_v_blocks_museum_form_form_language";
  DROP TYPE "public"."enum__products_v_blocks_museum_form_privacy_link_type";
  DROP TYPE "public"."enum__products_v_blocks_museum_form_success_redirect_type";
  DROP TYPE "public"."enum__products_v_blocks_museum_form_channel";
  DROP TYPE "public"."enum__products_v_blocks_museum_form_device";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_variant";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_form_language";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_privacy_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_success_redirect_type";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_channel";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_device";
  DROP TYPE "public"."enum_jewelers_blocks_contact_form_back_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_appointment_form_form_language";
  DROP TYPE "public"."enum_jewelers_blocks_appointment_form_privacy_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_appointment_form_success_redirect_type";
  DROP TYPE "public"."enum_jewelers_blocks_appointment_form_channel";
  DROP TYPE "public"."enum_jewelers_blocks_appointment_form_device";
  DROP TYPE "public"."enum_jewelers_blocks_address_form_form_language";
  DROP TYPE "public"."enum_jewelers_blocks_address_form_privacy_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_address_form_success_redirect_type";
  DROP TYPE "public"."enum_jewelers_blocks_address_form_channel";
  DROP TYPE "public"."enum_jewelers_blocks_address_form_device";
  DROP TYPE "public"."enum_jewelers_blocks_newsletter_form_variant";
  DROP TYPE "public"."enum_jewelers_blocks_newsletter_form_form_language";
  DROP TYPE "public"."enum_jewelers_blocks_newsletter_form_privacy_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_newsletter_form_success_redirect_type";
  DROP TYPE "public"."enum_jewelers_blocks_newsletter_form_channel";
  DROP TYPE "public"."enum_jewelers_blocks_newsletter_form_device";
  DROP TYPE "public"."enum_jewelers_blocks_unsubscribe_form_form_language";
  DROP TYPE "public"."enum_jewelers_blocks_unsubscribe_form_success_redirect_type";
  DROP TYPE "public"."enum_jewelers_blocks_unsubscribe_form_channel";
  DROP TYPE "public"."enum_jewelers_blocks_unsubscribe_form_device";
  DROP TYPE "public"."enum_jewelers_blocks_museum_form_form_language";
  DROP TYPE "public"."enum_jewelers_blocks_museum_form_privacy_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_museum_form_success_redirect_type";
  DROP TYPE "public"."enum_jewelers_blocks_museum_form_channel";
  DROP TYPE "public"."enum_jewelers_blocks_museum_form_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_variant";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_form_language";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_privacy_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_success_redirect_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_form_back_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_appointment_form_form_language";
  DROP TYPE "public"."enum__jewelers_v_blocks_appointment_form_privacy_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_appointment_form_success_redirect_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_appointment_form_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_appointment_form_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_address_form_form_language";
  DROP TYPE "public"."enum__jewelers_v_blocks_address_form_privacy_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_address_form_success_redirect_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_address_form_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_address_form_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_newsletter_form_variant";
  DROP TYPE "public"."enum__jewelers_v_blocks_newsletter_form_form_language";
  DROP TYPE "public"."enum__jewelers_v_blocks_newsletter_form_privacy_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_newsletter_form_success_redirect_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_newsletter_form_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_newsletter_form_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_form_language";
  DROP TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_success_redirect_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_unsubscribe_form_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_museum_form_form_language";
  DROP TYPE "public"."enum__jewelers_v_blocks_museum_form_privacy_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_museum_form_success_redirect_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_museum_form_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_museum_form_device";`)
}
