/** Every refusal the platform or portal can give has a translated text in every language. */
import { ERROR_STATUS, messageKeyOf, type ErrorCode } from '../contract/envelope';
import { LOCALES } from '../contract/languages';
import { apiText } from './api-messages';

describe('api messages', () => {
  it.each(LOCALES)('translates every error code in %s', (locale) => {
    const missing = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter(
      (code) => !apiText(locale, messageKeyOf(code)),
    );
    expect(missing).toEqual([]);
  });
});
