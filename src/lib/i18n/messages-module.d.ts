/** A UI string catalogue compiled by scripts/i18n/messages-plugin.ts (`import en from './en.json?messages'`). */
declare module '*.json?messages' {
  import type { CompiledMessages } from '@/lib/i18n/catalogue';

  const messages: CompiledMessages;
  export default messages;
}
