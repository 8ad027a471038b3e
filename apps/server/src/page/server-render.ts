import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SERVER_ENTRY_DIR,
  localeFilePath,
  type FirstView,
  type Language,
  type LocaleMessages,
  type RenderFirstView,
} from '@payorder/contract';
import { languagesToLoad } from './first-view.ts';

/** The page's server entry in its build (apps/web scripts/build.ts). */
const SERVER_ENTRY = path.join(SERVER_ENTRY_DIR, 'entry-server.js');

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
    return this.renderFirstView({
      url,
      firstView,
      language,
      messages: Object.fromEntries(languagesToLoad(language).map((lng) => [lng, this.messagesOf(lng)])),
    });
  }

  private messagesOf(language: Language): LocaleMessages {
    let messages = this.messages.get(language);
    if (!messages) {
      const file = path.join(this.distDir, localeFilePath(language));
      messages = JSON.parse(fs.readFileSync(file, 'utf8')) as LocaleMessages;
      this.messages.set(language, messages);
    }
    return messages;
  }
}
