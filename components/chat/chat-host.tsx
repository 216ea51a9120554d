import { getBrand } from '@/lib/wps/catalogue';
import { getModules } from '@/lib/wps/site';
import { ChatMount } from './chat-mount';

/** Whether the brand has its in-house chat module (CBS3) on. */
export async function chatIsOn(): Promise<boolean> {
  return (await getModules()).includes('CBS3');
}

/** The in-house chat, where the brand has it on, in its chat header colour. */
export async function ChatHost() {
  const [brand, on] = await Promise.all([getBrand(), chatIsOn()]);
  if (!on) return null;
  return <ChatMount headerColor={brand.chatHeaderColor} />;
}
