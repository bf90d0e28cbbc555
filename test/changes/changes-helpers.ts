import type { Express } from 'express';
import request from 'supertest';

export interface FeedChange {
  seq: number;
  property_id: string;
  kind: 'created' | 'updated';
  changed_fields: string[];
  changed_at: string;
}

export interface FeedPage {
  success: true;
  data: FeedChange[];
  metadata: { next_after: number; has_more: boolean };
}

/** GET /api/v1/changes; fails the test unless it is 200. */
export async function changesPage(app: Express, query: Record<string, string | number> = {}): Promise<FeedPage> {
  const res = await request(app).get('/api/v1/changes').query(query);
  if (res.status !== 200) throw new Error(`GET changes: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as FeedPage;
}

/** What a syncing client does: pages from `after` with next_after until has_more is false. */
export async function readFrom(app: Express, after: number, limit = 1000): Promise<{ changes: FeedChange[]; next: number }> {
  const changes: FeedChange[] = [];
  let next = after;
  for (;;) {
    const page = await changesPage(app, { after: next, limit });
    changes.push(...page.data);
    next = page.metadata.next_after;
    if (!page.metadata.has_more) return { changes, next };
  }
}

/** The newest position of the feed right now (where a client that copied everything starts following). */
export async function feedEnd(app: Express): Promise<number> {
  return (await readFrom(app, 0)).next;
}
