import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, postSingle, stats, useConnector } from '../submissions/submission-helpers';

/** Every property counts in properties_by_type: one whose kind nothing tells is `other`. */
describe('statistics by type', () => {
  const t = useTestApp({ emptyProperties: true, env: { PDS_READ_CACHE_MB: '0' } });
  const connector = useConnector(t);

  it('stores a property submitted without any type as other, and properties_by_type sums to total_properties', async () => {
    const typed = await postSingle(t.app, connector, buildSubmission({ property_type: 'house' }));
    const untyped = await postSingle(t.app, connector, buildSubmission({ property_type: undefined, property_subtype: undefined }));
    const unknown = await postSingle(t.app, connector, buildSubmission({ property_type: 'houseboat', property_subtype: undefined }));
    expect([typed.status, untyped.status, unknown.status]).toEqual([200, 200, 200]);
    expect((await detail(t.app, untyped.body.data.property_id)).property_type).toBe('other');

    const data = (await stats(t.app)) as { total_properties: number; properties_by_type: Record<string, number> };
    expect(data.total_properties).toBe(3);
    expect(Object.values(data.properties_by_type).reduce((a, b) => a + b, 0)).toBe(3);
    expect(data.properties_by_type).toMatchObject({ house: 1, other: 2 });
  });

  it('lets a later submission that names the kind replace other', async () => {
    const body = buildSubmission({ property_type: undefined, property_subtype: undefined });
    const first = await postSingle(t.app, connector, body);
    const second = await postSingle(t.app, connector, { ...body, property_type: 'condo' });
    expect(second.body.data.property_id).toBe(first.body.data.property_id);
    expect((await detail(t.app, first.body.data.property_id)).property_type).toBe('condo');
  });
});
