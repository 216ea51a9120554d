import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { CallError } from '../../../../lib/contract/envelope';
import { parseRuleMessage } from '../../../../lib/validation/rule-schema';

/**
 * Runs a rule schema built with `messageAsJson`; the first failure becomes FIELD_INVALID carrying
 * the field, the message key and its values, which the portal translates like its own checks.
 */
export async function checkFields(
  schema: ObjectSchema<AnyObject>,
  input: Record<string, unknown>,
): Promise<void> {
  try {
    // Field by field in the form's order, so that the first message is the one the form shows first.
    for (const path of Object.keys(schema.fields))
      await schema.validateAt(path, input, { strict: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const message = parseRuleMessage(error.errors[0] ?? '');
    throw new CallError(
      'FIELD_INVALID',
      error.message,
      message
        ? { field: message.field, key: message.key, values: message.values }
        : { field: error.path ?? '' },
    );
  }
}
