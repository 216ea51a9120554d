import { getBrand } from '@/lib/wps/catalogue';
import { getModules } from '@/lib/wps/site';
import { ChatMount } from './chat-mount';

/** The in-house chat, where the brand has its chat module (CBS3) on, in its chat header colour. */
export async function ChatHost() {
  const [brand, modules] = await Promise.all([getBrand(), getModules()]);
  if (!modules.includes('CBS3')) return null;
  return <ChatMount headerColor={brand.chatHeaderColor} />;
}
