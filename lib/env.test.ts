import { PortalConfigError, readPortalConfig } from './env';

const secret = 'a'.repeat(40);

describe('portal configuration', () => {
  it('has defaults that start a local install', () => {
    const config = readPortalConfig({ SESSION_SECRET: secret });
    expect(config.upstreamUrl).toBe('http://127.0.0.1:4000');
    expect(config.upstreamTimeoutMs).toBe(8000);
    expect(config.publicOrigin).toBeNull();
    expect(config.metricsToken).toBeNull();
  });

  it('takes the public origin without a trailing slash', () => {
    const config = readPortalConfig({
      SESSION_SECRET: secret,
      PUBLIC_ORIGIN: 'https://www.nova88.example/',
    });
    expect(config.publicOrigin).toBe('https://www.nova88.example');
  });

  it.each([
    [{ WPS_UPSTREAM_URL: 'ftp://x' }, 'WPS_UPSTREAM_URL'],
    [{ WPS_UPSTREAM_URL: 'not a url' }, 'WPS_UPSTREAM_URL'],
    [{ WPS_TIMEOUT_MS: '0' }, 'WPS_TIMEOUT_MS'],
    [{ WPS_TIMEOUT_MS: 'soon' }, 'WPS_TIMEOUT_MS'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: '' }, 'SESSION_SECRET'],
    [{ ALLOWED_ORIGINS: 'https://ok.example,example.com' }, 'ALLOWED_ORIGINS'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
    [{ PUBLIC_ORIGIN: 'www.nova88.example' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://www.nova88.example/casino' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'ftp://nova88.example' }, 'PUBLIC_ORIGIN'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
  ])('refuses %j naming %s', (env, name) => {
    const read = () => readPortalConfig({ SESSION_SECRET: secret, ...env });
    expect(read).toThrow(PortalConfigError);
    expect(read).toThrow(new RegExp(`^${name}:`));
  });
});
