import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseSeedMode } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: null, modules: null, seed: { kind: 'demo' }, pgPoolSize: 10, sessionCacheTtlMs: 5000 });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u:p@db/siakad', SIAKAD_DATA_DIR: '/tmp/siakad',
      SIAKAD_MODULES: 'krs, master-data,krs', SIAKAD_SEED: 'scale:20000x1500', PG_POOL_SIZE: '25',
    });
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', databaseUrl: 'postgres://u:p@db/siakad', dataDir: '/tmp/siakad', modules: ['krs', 'master-data'], pgPoolSize: 25 });
    expect(config.seed).toEqual({ kind: 'scale', students: 20000, classes: 1500 });
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeNull();
  });

  it('names the variable of a bad value in Indonesian and English', () => {
    expect(() => loadConfig({ PORT: 'delapan' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/Konfigurasi PORT="70000" tidak valid.*Invalid PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SIAKAD_MODULES: 'KRS' })).toThrow(/SIAKAD_MODULES/);
    expect(() => loadConfig({ PG_POOL_SIZE: '0' })).toThrow(/PG_POOL_SIZE/);
    expect(() => parseSeedMode('banyak')).toThrow(/SIAKAD_SEED="banyak"/);
    expect(() => parseSeedMode('scale:0x5')).toThrow(/SIAKAD_SEED/);
    expect(parseSeedMode('none')).toEqual({ kind: 'none' });
  });

  it('hides the password of a bad database URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:rahasia@host/db' })).toThrow(/user:\*\*\*@host/);
  });
});
