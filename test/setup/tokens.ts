import type { Express } from 'express';
import request from 'supertest';
import { TEST_ADMIN_TOKEN } from './app';

/** The Authorization header of the test admin. */
export const ADMIN = `Bearer ${TEST_ADMIN_TOKEN}`;

export interface IssuedTokenBody {
  token: string;
  token_id: string;
  service_name: string;
  source: string;
  roles: string[];
  created_at: string;
  expires_at: string;
}

let counter = 0;

/** Issues a token through the admin endpoint; defaults: a connector token for a unique source. */
export async function issueToken(app: Express, body: Record<string, unknown> = {}): Promise<IssuedTokenBody> {
  counter += 1;
  const res = await request(app)
    .post('/admin/tokens/service')
    .set('Authorization', ADMIN)
    .send({ service_name: `svc-${counter}`, source: `src-${process.pid}-${counter}`, roles: ['connector'], ...body });
  if (res.status !== 201) throw new Error(`issuing a token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as IssuedTokenBody;
}
