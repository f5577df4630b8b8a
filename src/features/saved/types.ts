/** What a reader can save (SPEC §3 saved_item.item_type). */
export type SavedItemType = 'product' | 'article';

export interface SavedItemRow {
  id: string;
  item_type: SavedItemType;
  item_id: string;
  created_at: string;
}
