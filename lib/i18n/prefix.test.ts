import { localePath, localePrefix } from './prefix';

describe('locale paths', () => {
  it('leave the default language unprefixed and prefix the others', () => {
    expect(localePrefix('ms')).toBe('');
    expect(localePrefix('en')).toBe('/en');
    expect(localePath('ms', '/')).toBe('/');
    expect(localePath('ms', '/rng')).toBe('/rng');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('zh-CN', '/login')).toBe('/zh-CN/login');
  });
});
