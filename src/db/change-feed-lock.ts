/**
 * The advisory lock key of the change feed's commit order ('property_changes'
 * as a 64-bit constant): every statement inserting change rows takes it in a
 * trigger (migration 1763713000001), so seq order is commit order; a webhook
 * subscription's creation takes it too (ChangeFeedRepository.HOLD_WRITERS_SQL).
 */
export const CHANGE_FEED_LOCK_KEY = '7153082651478239234';
