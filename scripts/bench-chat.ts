import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { ChatServerFrame } from '../lib/contract/chat';
import { platformServices } from '../platform/src/app';
import * as t from '../platform/src/db/schema';
import { hashPassword } from '../platform/src/services/accounts/crypto';
import { startTestPlatform } from '../platform/src/testing';

const MEMBERS = 1_000;
const PER_SECOND = 50;

function open(url: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Chat fan-out: 1,000 members hold sockets while 50 messages a second go from members (the chatSend
 * call over HTTP) to a support agent's socket; the figure is the p99 from the member's send to the
 * agent's receipt of the pushed frame.
 */
export async function benchChat(seconds: number) {
  const platform = await startTestPlatform({ listen: true });
  const sockets: WebSocket[] = [];
  try {
    const services = platformServices.get(platform.app)!;
    const hash = await hashPassword(randomBytes(12).toString('hex'), 'operator');
    const rows = await platform.database.db
      .insert(t.members)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          username: `chatbench${i}`,
          passwordHash: hash,
          firstLogin: false,
        })),
      )
      .returning({ id: t.members.id });
    const tokens = await Promise.all(
      rows.map((r) => services.accounts.sessions.issue(r.id, false, '127.0.0.1')),
    );
    await services.staff.add({
      username: 'benchdesk',
      password: 'Secret123',
      displayName: 'Desk',
      role: 'supervisor',
      vip: true,
    });
    const { token: staffToken } = await services.staff.signIn('benchdesk', 'Secret123', '::1');
    const ws = platform.url.replace('http', 'ws');
    for (let i = 0; i < tokens.length; i += 100)
      sockets.push(
        ...(await Promise.all(tokens.slice(i, i + 100).map((k) => open(`${ws}/ws/chat`, k)))),
      );
    const desk = await open(`${ws}/ws/support`, staffToken);
    sockets.push(desk);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    desk.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      if (frame.t !== 'message') return;
      const started = sentAt.get(frame.message.clientId);
      if (started !== undefined) latencies.push(performance.now() - started);
    });
    const total = PER_SECOND * seconds;
    const sends: Promise<void>[] = [];
    const began = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = began + (i * 1000) / PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const clientId = `bench-${i}-${randomBytes(4).toString('hex')}`;
      sentAt.set(clientId, performance.now());
      sends.push(
        fetch(`${platform.url}/wps/chat/send`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[i % MEMBERS]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ clientId, text: `message ${i}` }),
        }).then(async (response) => {
          const answer = (await response.json()) as { success: boolean; code?: string };
          if (!answer.success) throw new Error(`chatSend refused: ${answer.code}`);
        }),
      );
    }
    await Promise.all(sends);
    const deadline = Date.now() + 5_000;
    while (latencies.length < total && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (latencies.length < total)
      throw new Error(
        `chat: ${total - latencies.length} of ${total} messages never reached the desk`,
      );
    if (process.env.BENCH_CHAT_TRACE) console.log(latencies.map((l) => Math.round(l)).join(' '));
    latencies.sort((a, b) => a - b);
    const p = (q: number) => Number(latencies[Math.floor(latencies.length * q)]!.toFixed(1));
    console.log(
      `chat fan-out: ${MEMBERS} sockets, ${PER_SECOND} msg/s for ${seconds} s: p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
    );
    return {
      chat_sockets: sockets.length,
      chat_fanout_p50_ms: p(0.5),
      chat_fanout_p99_ms: p(0.99),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await platform.close();
  }
}

if (process.argv[1]?.endsWith('bench-chat.ts'))
  benchChat(Number(process.env.BENCH_SECONDS || 10)).then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
