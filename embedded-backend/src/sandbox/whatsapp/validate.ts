/**
 * The checks Graph's `POST /{phone-number-id}/messages` makes before it accepts a message, with
 * its codes: 100 for a missing or malformed parameter, 132001 for a template name or language that
 * is not approved, 132000 for a wrong number of body parameters, 132018 for a parameter with a
 * new line, a tab or more than four spaces in a row, 132005 for a body over 1024 characters.
 */
import { cloudApiError, invalidParameter, missingParameter, type GraphError } from './graph-errors';
import { findTemplate, placeholderCount, renderBody, type TemplateTranslation } from './templates';

export interface AcceptedMessage {
  /** `to` as the caller wrote it; Graph echoes it as `contacts[].input`. */
  toInput: string;
  /** The recipient's WhatsApp id: the number's digits. */
  toDigits: string;
  type: 'template' | 'text';
  template: string | null;
  language: string | null;
  parameters: string[];
  /** The payload sent for each quick-reply button, by index; null: none (the label is sent back). */
  buttonPayloads: (string | null)[];
  bizOpaqueCallbackData: string | null;
  /** What the customer reads: the template body with its parameters, or the text body. */
  text: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const paramError = (message: string): GraphError => ({
  status: 400,
  message: `(#100) ${message}`,
  type: 'OAuthException',
  code: 100,
});

export function validateMessage(input: unknown): AcceptedMessage | GraphError {
  const body = isObject(input) ? input : {};
  if (body.messaging_product === undefined) return missingParameter('messaging_product');
  if (body.messaging_product !== 'whatsapp') {
    return paramError(
      `Param messaging_product must be one of {WHATSAPP} - got "${String(body.messaging_product)}".`,
    );
  }
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    return paramError(
      `Param recipient_type must be one of {INDIVIDUAL, GROUP} - got "${String(body.recipient_type)}".`,
    );
  }
  if (body.to === undefined || body.to === '') return missingParameter('to');
  const toInput = String(body.to);
  const toDigits = toInput.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(toDigits)) {
    return invalidParameter(
      `Parameter 'to' must be a phone number in international format, got "${toInput}"`,
    );
  }
  if (body.biz_opaque_callback_data !== undefined) {
    if (typeof body.biz_opaque_callback_data !== 'string' || body.biz_opaque_callback_data.length > 512) {
      return invalidParameter('biz_opaque_callback_data must be a string of at most 512 characters');
    }
  }
  const common = {
    toInput,
    toDigits,
    bizOpaqueCallbackData: (body.biz_opaque_callback_data as string | undefined) ?? null,
  };
  const type = body.type ?? 'text';
  if (type === 'text') return textMessage(body, common);
  if (type === 'template') return templateMessage(body, common);
  return invalidParameter(`The sandbox sends messages of type template or text, not "${String(type)}"`);
}

type Common = Pick<AcceptedMessage, 'toInput' | 'toDigits' | 'bizOpaqueCallbackData'>;

function textMessage(body: Json, common: Common): AcceptedMessage | GraphError {
  if (!isObject(body.text)) return missingParameter('text');
  const text = body.text.body;
  if (typeof text !== 'string' || !text) return missingParameter("text['body']");
  if (text.length > 4096) return invalidParameter("Parameter 'text['body']' is longer than 4096 characters");
  return {
    ...common,
    type: 'text',
    template: null,
    language: null,
    parameters: [],
    buttonPayloads: [],
    text,
  };
}

function templateMessage(body: Json, common: Common): AcceptedMessage | GraphError {
  const template = body.template;
  if (!isObject(template)) return missingParameter('template');
  if (typeof template.name !== 'string' || !template.name) return missingParameter("template['name']");
  if (!isObject(template.language)) return missingParameter("template['language']");
  const code = template.language.code;
  if (typeof code !== 'string' || !code) return missingParameter("template['language']['code']");
  const translation = findTemplate(template.name, code);
  if (!translation) {
    return cloudApiError(
      404,
      132001,
      'Template name does not exist in the translation',
      `template name (${template.name}) does not exist in ${code}`,
    );
  }
  const components = template.components ?? [];
  if (!Array.isArray(components) || !components.every(isObject)) {
    return invalidParameter("Parameter 'components' must be an array of objects");
  }
  const parameters = bodyParameters(components, translation);
  if (!Array.isArray(parameters)) return parameters;
  const buttonPayloads = quickReplyPayloads(components, translation);
  if (!Array.isArray(buttonPayloads)) return buttonPayloads;
  const text = renderBody(translation.body, parameters);
  if (text.length > 1024) {
    return cloudApiError(400, 132005, 'Translated text too long', 'Translated text too long');
  }
  return {
    ...common,
    type: 'template',
    template: template.name,
    language: code,
    parameters,
    buttonPayloads,
    text,
  };
}

const countMismatch = (component: string, given: number, expected: number) =>
  cloudApiError(
    400,
    132000,
    'Number of parameters does not match the expected number of params',
    `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  );

function bodyParameters(components: Json[], translation: TemplateTranslation): string[] | GraphError {
  const header = components.find((c) => c.type === 'header');
  if (header)
    return countMismatch('header', Array.isArray(header.parameters) ? header.parameters.length : 0, 0);
  const unknown = components.find((c) => c.type !== 'body' && c.type !== 'button');
  if (unknown)
    return invalidParameter(`Component type "${String(unknown.type)}" is not valid for this template`);
  const given = components.find((c) => c.type === 'body')?.parameters ?? [];
  if (!Array.isArray(given)) return invalidParameter("Parameter 'parameters' must be an array");
  const texts: string[] = [];
  for (const parameter of given) {
    if (!isObject(parameter) || parameter.type !== 'text') {
      return invalidParameter('The sandbox template takes body parameters of type text');
    }
    if (typeof parameter.text !== 'string' || !parameter.text) {
      return invalidParameter("Parameter 'text' is mandatory for component parameter type 'text'");
    }
    if (/[\n\t]| {5}/.test(parameter.text)) {
      return cloudApiError(
        400,
        132018,
        'There was an issue with the parameters in your template.',
        'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
      );
    }
    texts.push(parameter.text);
  }
  const expected = placeholderCount(translation.body);
  return texts.length === expected ? texts : countMismatch('body', texts.length, expected);
}

function quickReplyPayloads(
  components: Json[],
  translation: TemplateTranslation,
): (string | null)[] | GraphError {
  const payloads: (string | null)[] = translation.buttons.map(() => null);
  for (const button of components.filter((c) => c.type === 'button')) {
    const index = Number(button.index);
    if (button.sub_type === undefined) return missingParameter("components['sub_type']");
    if (button.index === undefined) return missingParameter("components['index']");
    if (button.sub_type !== 'quick_reply' || !Number.isInteger(index) || !(index in payloads)) {
      return cloudApiError(
        400,
        131009,
        'Parameter value is not valid',
        `buttons: Button at index ${String(button.index)} of type ${String(button.sub_type)} does not exist in the template`,
      );
    }
    const [parameter] = Array.isArray(button.parameters) ? button.parameters : [];
    if (!isObject(parameter) || parameter.type !== 'payload' || typeof parameter.payload !== 'string') {
      return invalidParameter("Parameter 'payload' is mandatory for button parameter type 'payload'");
    }
    if (parameter.payload.length > 256)
      return invalidParameter('A quick reply payload has at most 256 characters');
    payloads[index] = parameter.payload;
  }
  return payloads;
}
