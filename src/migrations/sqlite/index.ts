import * as migration_20261122_005908_initial from './20261122_005908_initial';
import * as migration_20261122_015819_page_blocks from './20261122_015819_page_blocks';
import * as migration_20261125_120537_accounts_without_lockout from './20261125_120537_accounts_without_lockout';
import * as migration_20261125_152750_locale_parent_indexes from './20261125_152750_locale_parent_indexes';
import * as migration_20261126_025231_customer_saved_lists from './20261126_025231_customer_saved_lists';
import * as migration_20261126_055309_search_queries from './20261126_055309_search_queries';
import * as migration_20261126_071220_settings_contact_and_shop_terms from './20261126_071220_settings_contact_and_shop_terms';
import * as migration_20261126_085645_shop_orders_gift_cards_enquiries from './20261126_085645_shop_orders_gift_cards_enquiries';
import * as migration_20261127_153033_gift_card_voids_and_history from './20261127_153033_gift_card_voids_and_history';
import * as migration_20261127_180841_order_holds from './20261127_180841_order_holds';
import * as migration_20261127_212050_media_object_storage_fields from './20261127_212050_media_object_storage_fields';
import * as migration_20261127_224935_settings_social_profiles from './20261127_224935_settings_social_profiles';
import * as migration_20261128_013413_session_29_shop_alerts_insight_recently_viewed from './20261128_013413_session_29_shop_alerts_insight_recently_viewed';
import * as migration_20261128_041000_saved_and_followed_counts from './20261128_041000_saved_and_followed_counts';

export const migrations = [
  {
    up: migration_20261122_005908_initial.up,
    down: migration_20261122_005908_initial.down,
    name: '20261122_005908_initial',
  },
  {
    up: migration_20261122_015819_page_blocks.up,
    down: migration_20261122_015819_page_blocks.down,
    name: '20261122_015819_page_blocks',
  },
  {
    up: migration_20261125_120537_accounts_without_lockout.up,
    down: migration_20261125_120537_accounts_without_lockout.down,
    name: '20261125_120537_accounts_without_lockout',
  },
  {
    up: migration_20261125_152750_locale_parent_indexes.up,
    down: migration_20261125_152750_locale_parent_indexes.down,
    name: '20261125_152750_locale_parent_indexes',
  },
  {
    up: migration_20261126_025231_customer_saved_lists.up,
    down: migration_20261126_025231_customer_saved_lists.down,
    name: '20261126_025231_customer_saved_lists',
  },
  {
    up: migration_20261126_055309_search_queries.up,
    down: migration_20261126_055309_search_queries.down,
    name: '20261126_055309_search_queries',
  },
  {
    up: migration_20261126_071220_settings_contact_and_shop_terms.up,
    down: migration_20261126_071220_settings_contact_and_shop_terms.down,
    name: '20261126_071220_settings_contact_and_shop_terms',
  },
  {
    up: migration_20261126_085645_shop_orders_gift_cards_enquiries.up,
    down: migration_20261126_085645_shop_orders_gift_cards_enquiries.down,
    name: '20261126_085645_shop_orders_gift_cards_enquiries',
  },
  {
    up: migration_20261127_153033_gift_card_voids_and_history.up,
    down: migration_20261127_153033_gift_card_voids_and_history.down,
    name: '20261127_153033_gift_card_voids_and_history',
  },
  {
    up: migration_20261127_180841_order_holds.up,
    down: migration_20261127_180841_order_holds.down,
    name: '20261127_180841_order_holds',
  },
  {
    up: migration_20261127_212050_media_object_storage_fields.up,
    down: migration_20261127_212050_media_object_storage_fields.down,
    name: '20261127_212050_media_object_storage_fields',
  },
  {
    up: migration_20261127_224935_settings_social_profiles.up,
    down: migration_20261127_224935_settings_social_profiles.down,
    name: '20261127_224935_settings_social_profiles',
  },
  {
    up: migration_20261128_013413_session_29_shop_alerts_insight_recently_viewed.up,
    down: migration_20261128_013413_session_29_shop_alerts_insight_recently_viewed.down,
    name: '20261128_013413_session_29_shop_alerts_insight_recently_viewed'
  },
  {
    up: migration_20261128_041000_saved_and_followed_counts.up,
    down: migration_20261128_041000_saved_and_followed_counts.down,
    name: '20261128_041000_saved_and_followed_counts',
  },
];
