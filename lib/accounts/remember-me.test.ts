import { REMEMBER_COOKIE, rememberCookie, rememberedUsername } from './remember-me';

describe('remember me', () => {
  it('keeps the username only, for 24 hours', () => {
    const cookie = rememberCookie('player01');
    expect(cookie).toBe(`${REMEMBER_COOKIE}=player01; max-age=86400; path=/; samesite=lax`);
    expect(cookie).not.toMatch(/pass/i);
  });
  it('forgets with max-age 0, and refuses names that could break the cookie', () => {
    expect(rememberCookie(null)).toMatch(/max-age=0/);
    expect(rememberCookie('a; evil=1')).toMatch(/max-age=0/);
  });
  it('reads the remembered name back from document.cookie', () => {
    expect(rememberedUsername(`theme=dark; ${REMEMBER_COOKIE}=player01; other=1`)).toBe('player01');
    expect(rememberedUsername('theme=dark')).toBeNull();
    expect(rememberedUsername(`${REMEMBER_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});
