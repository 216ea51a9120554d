import { ConfigError, readPlatformConfig } from './config';

describe('platform configuration', () => {
  it('defaults to the embedded database on port 4000', () => {
    const config = readPlatformConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: null,
      redisUrl: null,
      bodyLimit: 1_048_576,
      passwordHashMemoryKib: 65_536,
    });
  });

  it.each([
    [{ PLATFORM_PORT: '70000' }, 'PLATFORM_PORT'],
    [{ PLATFORM_PORT: 'four' }, 'PLATFORM_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: '::' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ OPERATOR_TOKEN: 'short' }, 'OPERATOR_TOKEN'],
    [{ PLATFORM_BODY_LIMIT: '10' }, 'PLATFORM_BODY_LIMIT'],
    [{ PASSWORD_HASH_MEMORY_KIB: '1024' }, 'PASSWORD_HASH_MEMORY_KIB'],
    [{ PASSWORD_HASH_MEMORY_KIB: '4096', NODE_ENV: 'production' }, 'PASSWORD_HASH_MEMORY_KIB'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => readPlatformConfig(env)).toThrow(ConfigError);
    expect(() => readPlatformConfig(env)).toThrow(new RegExp(`^${name}:`));
  });

  it('keeps the sandbox payment provider off unless PAYMENT_SANDBOX=1, and never in production', () => {
    expect(readPlatformConfig({}).paymentSandbox).toBe(false);
    expect(readPlatformConfig({ PAYMENT_SANDBOX: '0' }).paymentSandbox).toBe(false);
    expect(readPlatformConfig({ PAYMENT_SANDBOX: '1' }).paymentSandbox).toBe(true);
    const production = { PAYMENT_SANDBOX: '1', NODE_ENV: 'production' };
    expect(() => readPlatformConfig(production)).toThrow(ConfigError);
    expect(() => readPlatformConfig(production)).toThrow(/^PAYMENT_SANDBOX:/);
    expect(readPlatformConfig({ NODE_ENV: 'production' }).paymentSandbox).toBe(false);
    expect(() => readPlatformConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(/^PAYMENT_SANDBOX:/);
  });
});
