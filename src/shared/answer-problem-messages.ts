/**
 * The words of an answer's problem (docs/decisions/038), by JSON Schema
 * keyword and its parameters (ajv's names): shared by the server's ajv
 * validation and the form page's own checks, so both say the same thing.
 */
export function answerProblemMessage(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'required':
      return 'This question needs an answer';
    case 'type':
      return params.type === 'array' ? 'Choose from the list' : params.type === 'boolean' ? 'Tick or untick the box' : params.type === 'number' || params.type === 'integer' ? 'Enter a number' : 'Enter an answer of the right kind';
    case 'enum':
    case 'const':
      return 'Choose one of the options';
    case 'maxLength':
      return `Use at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) <= 1 ? 'This question needs an answer' : `Use at least ${String(params.limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Enter ${String(params.limit)} or more`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Enter ${String(params.limit)} or less`;
    case 'minItems':
      return Number(params.limit) <= 1 ? 'Choose at least one' : `Choose at least ${String(params.limit)}`;
    case 'maxItems':
      return `Choose at most ${String(params.limit)}`;
    case 'uniqueItems':
      return 'Choose each option once';
    case 'format':
      return params.format === 'uri' || params.format === 'url' ? 'Enter a full link starting with https://' : params.format === 'date' ? 'Enter a date as YYYY-MM-DD' : params.format === 'email' ? 'Enter a valid email address' : 'Enter a valid value';
    case 'pattern':
      return params.pattern === '^https?://' ? 'Enter a full link starting with https://' : 'Enter a valid value';
    case 'additionalProperties':
      return 'This form has no such question';
    default:
      return 'Enter a valid answer';
  }
}
