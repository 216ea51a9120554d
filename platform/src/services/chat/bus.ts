import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { ChatMessage, ChatSender } from '../../../../lib/contract/chat';

/**
 * What happened in chat, as every platform instance hears it. Sockets are held by one instance;
 * the event reaches the instance holding them through the bus.
 */
export type ChatEvent =
  | { kind: 'message'; memberId: number; queue: string; message: ChatMessage }
  | { kind: 'typing'; memberId: number; queue: string; conversationId: number; sender: ChatSender }
  | {
      kind: 'receipt';
      memberId: number;
      queue: string;
      conversationId: number;
      sender: ChatSender;
      deliveredId: number;
      readId: number;
    }
  /** A conversation opened, was assigned or closed: the console re-reads it. */
  | { kind: 'conversation'; memberId: number; queue: string; conversationId: number };

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  /** Calls `listener` for every event, this instance's own included; returns the unsubscribe. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

/** One instance: events stay in the process. */
export class MemoryChatBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: ChatEvent) {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: ChatEvent) => void) {
    this.emitter.on('event', listener);
    return () => void this.emitter.off('event', listener);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several instances: events go through Redis pub/sub on one channel per brand. Subscribing takes a
 * connection of its own (a subscribed Redis connection can do nothing else).
 */
export class RedisChatBus implements ChatBus {
  private readonly local = new MemoryChatBus();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    subscriber.on('message', (from: string, payload: string) => {
      if (from !== this.channel) return;
      try {
        void this.local.publish(JSON.parse(payload) as ChatEvent);
      } catch {}
    });
  }

  static async open(redisUrl: string, channel: string): Promise<RedisChatBus> {
    const { Redis } = await import('ioredis');
    const options = { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 1 };
    const publisher = new Redis(redisUrl, { ...options, enableOfflineQueue: false });
    // The subscriber re-subscribes by itself after a reconnect (ioredis autoResubscribe).
    const subscriber = new Redis(redisUrl, options);
    for (const connection of [publisher, subscriber])
      connection.on('error', (error: Error) =>
        console.warn(`platform: chat bus: ${error.message}`),
      );
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    return new RedisChatBus(publisher, subscriber, channel);
  }

  async publish(event: ChatEvent) {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  subscribe(listener: (event: ChatEvent) => void) {
    return this.local.subscribe(listener);
  }

  async close() {
    await this.local.close();
    for (const connection of [this.subscriber, this.publisher])
      await connection.quit().catch(() => connection.disconnect());
  }
}

export async function openChatBus(redisUrl: string | null, channel: string): Promise<ChatBus> {
  return redisUrl ? RedisChatBus.open(redisUrl, channel) : new MemoryChatBus();
}
