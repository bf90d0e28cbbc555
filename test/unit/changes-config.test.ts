import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/config';

describe('PDS_CHANGES_RETENTION_DAYS', () => {
  it('keeps changes 90 days unless told otherwise', () => {
    expect(loadConfig({}).changes).toEqual({ retentionDays: 90 });
    expect(loadConfig({ PDS_CHANGES_RETENTION_DAYS: '7' }).changes).toEqual({ retentionDays: 7 });
  });

  it('is read from the config file\'s changes section, the environment winning', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pds-config-')), 'pds.yaml');
    writeFileSync(file, 'changes:\n  retention_days: 30\n');
    expect(loadConfig({ PDS_CONFIG: file }).changes.retentionDays).toBe(30);
    expect(loadConfig({ PDS_CONFIG: file, PDS_CHANGES_RETENTION_DAYS: '14' }).changes.retentionDays).toBe(14);
  });

  it.each(['0', '-1', '1.5', 'ninety'])('refuses %s with a line naming the variable', (value) => {
    expect(() => loadConfig({ PDS_CHANGES_RETENTION_DAYS: value })).toThrow(ConfigError);
    try {
      loadConfig({ PDS_CHANGES_RETENTION_DAYS: value });
    } catch (err) {
      expect((err as ConfigError).lines).toEqual([expect.stringMatching(/^PDS_CHANGES_RETENTION_DAYS: /)]);
    }
  });
});
