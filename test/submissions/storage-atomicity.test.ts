import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { SourcesRepository } from '../../src/modules/sources/sources.repository';
import { SourcesService } from '../../src/modules/sources/sources.service';
import { GeocodeTasksRepository } from '../../src/modules/submissions/geocode-tasks.repository';
import { IdempotencyRepository } from '../../src/modules/submissions/idempotency.repository';
import { IdempotencyService } from '../../src/modules/submissions/idempotency.service';
import { DedupeStep } from '../../src/modules/submissions/pipeline/dedupe.step';
import { EnrichStep } from '../../src/modules/submissions/pipeline/enrich.step';
import { GeocodeStep } from '../../src/modules/submissions/pipeline/geocode.step';
import { MergeStep } from '../../src/modules/submissions/pipeline/merge.step';
import { SubmissionPipeline, type SubmissionStep } from '../../src/modules/submissions/pipeline/pipeline';
import { StoreStep } from '../../src/modules/submissions/pipeline/store.step';
import { ValidateStep } from '../../src/modules/submissions/pipeline/validate.step';
import type { SubmissionContext } from '../../src/modules/submissions/submission-context';
import { submissionsRouter } from '../../src/modules/submissions/submissions.router';
import { SubmissionsRepository } from '../../src/modules/submissions/submissions.repository';
import { SubmissionsService } from '../../src/modules/submissions/submissions.service';
import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { list, newConnector, stats, type Connector } from './submission-helpers';

/**
 * The last step of the transaction fails whenever a property titled "poison"
 * is among the items: a storage failure of that one property, after its rows
 * were written inside the transaction.
 */
class PoisonStep implements SubmissionStep {
  readonly name = 'enrich' as const;
  readonly transactional = true;

  async run(ctx: SubmissionContext): Promise<void> {
    if (ctx.items.some((item) => !item.errors && item.submission?.title === 'poison')) throw new Error('the disk is full');
  }
}

describe('a property that fails to store', () => {
  const t = useTestApp();
  let app: Express;
  let alpha: Connector;

  beforeAll(async () => {
    alpha = await newConnector(t.app);
    const repository = new SubmissionsRepository();
    const pipeline = new SubmissionPipeline(
      [
        new ValidateStep(),
        new GeocodeStep(t.container.geocoding!, t.container.log),
        new DedupeStep(repository),
        new MergeStep(new SourcesService(new SourcesRepository(t.pool), t.config.sources.defaultTrust)),
        new StoreStep(repository),
        new EnrichStep(new GeocodeTasksRepository(t.pool)),
        new PoisonStep(),
      ],
      { pool: t.pool, log: t.container.log },
    );
    const router = submissionsRouter({
      service: new SubmissionsService(pipeline),
      idempotency: new IdempotencyService(new IdempotencyRepository(t.pool), t.container.log),
      connectorGuard: t.container.connectorGuards.submit,
    });
    app = createApp({ ...t.container, mounts: [...t.container.mounts, { path: '/poisoned', router }] });
  });

  const post = (path: string, body: unknown) =>
    request(app).post(`/poisoned${path}`).set('Authorization', `Bearer ${alpha.token}`).set('X-Connector-Source', alpha.source).send(body as object);

  it('leaves the database as it was when a single submission fails', async () => {
    const before = await stats(t.app);
    const res = await post('/single', buildSubmission({ title: 'poison', address: { city: 'Failtown' } }));
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(await stats(t.app)).toEqual(before);
    expect((await list(t.app, { city: 'Failtown' })).metadata.total).toBe(0);
  });

  it('rejects only the failing item of a batch and stores the others whole', async () => {
    const items = [
      buildSubmission({ address: { city: 'Halftown' } }),
      buildSubmission({ title: 'poison', address: { city: 'Halftown' } }),
      buildSubmission({ address: { city: 'Halftown' } }),
    ];
    const res = await post('/batch', { properties: items });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toMatchObject({ total_submitted: 3, accepted: 2, rejected: 1 });
    expect(res.body.data.results[1]).toEqual({
      external_id: items[1]!.external_id,
      property_id: null,
      status: 'rejected',
      errors: [{ field: '(root)', message: 'could not be stored; the other items were not affected' }],
    });
    const stored = await list(t.app, { city: 'Halftown', limit: 1000 });
    expect(stored.data.map((p) => p.external_id).sort()).toEqual([items[0]!.external_id, items[2]!.external_id].sort());
  });
});
