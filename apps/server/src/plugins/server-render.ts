import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LOCALE_FILE_PATH,
  type FirstView,
  type Language,
  type LocaleMessages,
  type RenderFirstView,
} from '@payorder/contract';

/** Where the page's build puts its server entry (apps/web scripts/build.ts). */
export const SERVER_ENTRY = path.join('ssr', 'entry-server.js');

/**
 * The page's server entry (apps/web src/entry-server.tsx), which draws an order's first view as
 * HTML the page then hydrates, with the texts it draws in read from the build's locale files.
 */
export class ServerRenderer {
  private readonly messages = new Map<Language, LocaleMessages>();

  private constructor(
    private readonly distDir: string,
    private readonly renderFirstView: RenderFirstView,
  ) {}

  /** Null when the build has no server entry (an older build, or the dev server's): the page then draws itself. */
  static async load(distDir: string): Promise<ServerRenderer | null> {
    const entry = path.join(distDir, SERVER_ENTRY);
    if (!fs.existsSync(entry)) return null;
    const module = (await import(pathToFileURL(entry).href)) as { renderFirstView: RenderFirstView };
    return new ServerRenderer(distDir, module.renderFirstView);
  }

  render(url: string, firstView: FirstView, language: Language): Promise<string> {
    const languages = [...new Set([language, FALLBACK_LANGUAGE])];
    return this.renderFirstView({
      url,
      firstView,
      language,
      messages: Object.fromEntries(languages.map((lng) => [lng, this.messagesOf(lng)])),
    });
  }

  private messagesOf(language: Language): LocaleMessages {
    let messages = this.messages.get(language);
    if (!messages) {
      const file = LOCALE_FILE_PATH.replace('{{lng}}', language).replace('{{ns}}', DEFAULT_NAMESPACE);
      messages = JSON.parse(fs.readFileSync(path.join(this.distDir, file), 'utf8')) as LocaleMessages;
      this.messages.set(language, messages);
    }
    return messages;
  }
}
