/**
 * What a call's plans read, in one line: auto_explain logs the plan of every statement the call runs,
 * the statements inside its functions included (log_nested_statements), and the session receives them
 * as messages (client_min_messages = log). Each scan becomes "Index Scan using <index> (rows)", in the
 * order the statements ran; statements that read nothing (a fold with no new rows) are left out.
 */
import type pg from 'pg';

const SCAN =
  /(Index Only Scan Backward|Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan|Seq Scan|Function Scan)(?: using (\S+))? on (\S+)(?: \w+)?\s+(?:\(cost=[^)]*\)\s+)?\(actual rows=(\d+) loops=(\d+)\)/g;

export async function summarisePlans(client: pg.Client, run: () => Promise<void>): Promise<string> {
  const plans: string[] = [];
  const listen = (message: { message?: string }) => {
    if (message.message?.includes('Query Text:')) plans.push(message.message);
  };
  await client.query(`load 'auto_explain'`);
  await client.query(`set auto_explain.log_min_duration = 0`);
  await client.query(`set auto_explain.log_nested_statements = on`);
  await client.query(`set auto_explain.log_analyze = on`);
  await client.query(`set auto_explain.log_timing = off`);
  await client.query(`set client_min_messages = log`);
  client.on('notice', listen);
  try {
    await run();
  } finally {
    client.off('notice', listen);
    await client.query(`set client_min_messages = notice`);
    await client.query(`set auto_explain.log_min_duration = -1`);
  }
  const scans: string[] = [];
  for (const plan of plans) {
    for (const m of plan.matchAll(SCAN)) {
      const [, node, index, table, rows, loops] = m;
      if (node === 'Function Scan') continue;
      const where = index ? `${index}` : table!;
      const count = Number(rows) * Number(loops);
      scans.push(`${node} ${node!.startsWith('Seq') ? 'on' : 'using'} ${where} (${count} rows)`);
    }
  }
  return [...new Set(scans)].join('; ') || 'no scans';
}
