import { getDatabase, request } from '@/lib/supabase';
import { number, record, type JsonReader } from '@/lib/json-reader';

/** How this order's customer (same phone or same e-mail) fared with cash on delivery. */
export interface CodRecord {
  delivered: number;
  returned: number;
  returned_since_delivery: number;
}

const readRecord: JsonReader<CodRecord> = record({
  delivered: number,
  returned: number,
  returned_since_delivery: number,
});

/** rpc owner_cod_record: the owner only (the database refuses anyone else); read with the order. */
export async function getCodRecord(orderId: string): Promise<CodRecord> {
  const data = await request(getDatabase, (supabase) =>
    supabase.rpc('owner_cod_record', { p_order_id: orderId }),
  );
  return readRecord(data, 'owner_cod_record');
}
