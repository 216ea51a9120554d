import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  CHAT_LIMITS,
  CHAT_SOCKET_PATH,
  SUPPORT_SOCKET_PATH,
  type ChatClientFrame,
  type ChatServerFrame,
} from '../../../lib/contract/chat';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import type { ChatEvent } from '../services/chat/bus';
import { forAudience, memberView, type StaffWho } from '../services/chat/chat';
import type { Services } from './context';

/** Frames a client may send are small; anything bigger closes the socket. */
const MAX_FRAME_BYTES = 4096;
/** Sockets one member (or staff member) may hold at once: a few tabs, not a flood. */
const MAX_SOCKETS_EACH = 5;
/** Frames a socket may send per 10 s before it is closed (typing is throttled client side too). */
const MAX_FRAMES = 60;
const FRAME_WINDOW_MS = 10_000;
const HEARTBEAT_MS = 30_000;

type Member = { kind: 'member'; memberId: number };
type Staff = { kind: 'staff'; staff: StaffWho };
type Peer = (Member | Staff) & {
  socket: WebSocket;
  alive: boolean;
  frames: number;
  windowAt: number;
  typedAt: number;
};

const bearer = (request: IncomingMessage) =>
  request.headers.authorization?.replace(/^Bearer /, '') ?? '';

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function parse(data: Buffer): ChatClientFrame | null {
  try {
    const frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    if (!frame || typeof frame !== 'object') return null;
    const id = (v: unknown) => v === undefined || (Number.isSafeInteger(v) && (v as number) > 0);
    switch (frame.t) {
      case 'ping':
        return { t: 'ping' };
      case 'typing':
        return id(frame.conversationId) ? (frame as ChatClientFrame) : null;
      case 'delivered':
      case 'read':
        return id(frame.conversationId) && id(frame.upTo) && frame.upTo !== undefined
          ? (frame as ChatClientFrame)
          : null;
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/**
 * Chat's push channel: `/ws/chat` for members, `/ws/support` for staff, each authenticated by the
 * bearer token the portal's server adds from its sealed cookie. Every instance delivers the bus's
 * events to the sockets it holds, so two instances deliver each other's messages.
 */
export function registerChatSocket(app: FastifyInstance, services: Services) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const members = new Map<number, Set<Peer>>();
  const staffPeers = new Set<Peer>();
  const peers = new Map<WebSocket, Peer>();
  const { chat } = services;

  const send = (peer: Peer, frame: ChatServerFrame) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(frame));
  };
  const staffFor = (queue: string) =>
    [...staffPeers].filter((p) => p.kind === 'staff' && chat.support.canSee(p.staff, queue));

  async function deliver(event: ChatEvent) {
    const memberPeers = [...(members.get(event.memberId) ?? [])];
    const staffHere = staffFor(event.queue);
    if (memberPeers.length === 0 && staffHere.length === 0) return;
    switch (event.kind) {
      case 'message': {
        const toMember = forAudience(event.message, 'member');
        const toStaff = forAudience(event.message, 'staff');
        for (const p of memberPeers) send(p, { t: 'message', message: toMember });
        for (const p of staffHere) send(p, { t: 'message', message: toStaff });
        return;
      }
      case 'typing': {
        const frame = {
          t: 'typing' as const,
          conversationId: event.conversationId,
          sender: event.sender,
        };
        for (const p of event.sender === 'member' ? staffHere : memberPeers) send(p, frame);
        return;
      }
      case 'receipt': {
        const { conversationId, sender, deliveredId, readId } = event;
        const frame = { t: 'receipt' as const, conversationId, sender, deliveredId, readId };
        for (const p of event.sender === 'member' ? staffHere : memberPeers) send(p, frame);
        return;
      }
      case 'conversation': {
        const conversation = await chat.support.supportConversation(event.conversationId);
        if (!conversation) return;
        for (const p of staffHere) send(p, { t: 'conversation', conversation });
        const mine = memberView(conversation);
        for (const p of memberPeers) send(p, { t: 'conversation', conversation: mine });
        return;
      }
    }
  }

  const unsubscribe = services.chatBus.subscribe((event) => {
    deliver(event).catch((error: unknown) => app.log.warn({ err: error }, 'chat: delivery failed'));
  });

  async function onFrame(peer: Peer, frame: ChatClientFrame) {
    if (frame.t === 'ping') return;
    if (frame.t === 'typing') {
      const now = Date.now();
      if (now - peer.typedAt < CHAT_LIMITS.typingEveryMs) return;
      peer.typedAt = now;
    }
    if (peer.kind === 'member') {
      if (frame.t === 'typing') return chat.member.typing(peer.memberId);
      return chat.member.mark(peer.memberId, frame.upTo, frame.t === 'read');
    }
    if (!frame.conversationId) return;
    if (frame.t === 'typing') return chat.support.typing(peer.staff, frame.conversationId);
    return chat.support.mark(peer.staff, frame.conversationId, frame.upTo, frame.t === 'read');
  }

  function attach(peer: Peer) {
    const { socket } = peer;
    if (peer.kind === 'member') {
      const set = members.get(peer.memberId) ?? new Set<Peer>();
      members.set(peer.memberId, set);
      set.add(peer);
    } else staffPeers.add(peer);
    peers.set(socket, peer);
    socket.on('pong', () => (peer.alive = true));
    socket.on('message', (data: Buffer, binary: boolean) => {
      const now = Date.now();
      if (now - peer.windowAt > FRAME_WINDOW_MS) {
        peer.windowAt = now;
        peer.frames = 0;
      }
      peer.frames += 1;
      const frame = binary ? null : parse(data);
      if (!frame || peer.frames > MAX_FRAMES) return socket.close(1008, 'bad frame');
      onFrame(peer, frame).catch(() => send(peer, { t: 'error', code: 'BAD_REQUEST' }));
    });
    socket.on('close', () => {
      peers.delete(socket);
      if (peer.kind === 'member') {
        const set = members.get(peer.memberId);
        set?.delete(peer);
        if (set?.size === 0) members.delete(peer.memberId);
      } else staffPeers.delete(peer);
    });
    socket.on('error', () => socket.terminate());
  }

  const countOf = (peer: Member | Staff) =>
    peer.kind === 'member'
      ? (members.get(peer.memberId)?.size ?? 0)
      : [...staffPeers].filter((p) => p.kind === 'staff' && p.staff.id === peer.staff.id).length;

  async function authenticate(
    request: IncomingMessage,
    path: string,
  ): Promise<Member | Staff | number> {
    const token = bearer(request);
    if (!token) return 401;
    if (path === CHAT_SOCKET_PATH) {
      if (!(await services.system.modules()).has('CBS3')) return 404;
      const member = await services.accounts.sessions.authenticate(token);
      if (!member) return 401;
      if (member.isAgent === TRIAL_ACCOUNT) return 403;
      return { kind: 'member', memberId: member.memberId };
    }
    const staff = await services.staff.authenticate(token);
    return staff ? { kind: 'staff', staff } : 401;
  }

  const REASONS: Record<number, string> = {
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    429: 'Too Many Requests',
    503: 'Service Unavailable',
  };

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CHAT_SOCKET_PATH && path !== SUPPORT_SOCKET_PATH)
      return refuse(socket, 404, REASONS[404]!);
    socket.on('error', () => socket.destroy());
    authenticate(request, path)
      .then((who) => {
        if (typeof who === 'number') return refuse(socket, who, REASONS[who]!);
        if (countOf(who) >= MAX_SOCKETS_EACH) return refuse(socket, 429, REASONS[429]!);
        wss.handleUpgrade(request, socket, head, (ws) => {
          const peer: Peer = {
            ...who,
            socket: ws,
            alive: true,
            frames: 0,
            windowAt: Date.now(),
            typedAt: 0,
          };
          attach(peer);
          const unread =
            who.kind === 'member' ? chat.member.unread(who.memberId) : Promise.resolve(0);
          unread.then(
            (n) => send(peer, { t: 'ready', unread: n }),
            () => send(peer, { t: 'ready', unread: 0 }),
          );
        });
      })
      .catch(() => refuse(socket, 503, REASONS[503]!));
  });

  // Dead connections (a phone that lost its network) go.
  const heartbeat = setInterval(() => {
    for (const [client, peer] of peers) {
      if (!peer.alive) {
        client.terminate();
        continue;
      }
      peer.alive = false;
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const client of wss.clients) client.close(1001, 'server stopping');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  return { connections: () => wss.clients.size };
}
