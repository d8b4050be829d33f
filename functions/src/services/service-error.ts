// A refusal a service can raise without knowing about HTTP; the API maps the code to its status.
export type ServiceErrorCode = 'invalid_input' | 'not_found' | 'conflict' | 'payload_too_large';

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
  ) {
    super(message);
  }
}
