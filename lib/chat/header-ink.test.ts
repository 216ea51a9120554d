import { chatHeaderColours } from './header-ink';
import { reconnectDelay, chatSocketUrl } from './reconnect';

describe('chat header colours', () => {
  it('picks the ink that reads on the brand colour', () => {
    expect(chatHeaderColours('#f5b301')).toEqual({ background: '#f5b301', color: '#1a1300' });
    expect(chatHeaderColours('#1e3a8a')).toEqual({ background: '#1e3a8a', color: '#ffffff' });
  });

  it('falls back to the accent tokens for anything but a hex colour', () => {
    expect(chatHeaderColours('red;background:url(x)').background).toBe('var(--accent)');
  });
});

describe('reconnect', () => {
  it('backs off 1, 2, 5, then 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('builds the socket address on the page host', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'a.example' }, '/ws/chat')).toBe(
      'wss://a.example/ws/chat',
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/ws/chat')).toBe(
      'ws://localhost:3000/ws/chat',
    );
  });
});
