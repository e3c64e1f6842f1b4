import { AppError } from '#shared/app-error.ts';

/** The API answered 404: the slug matches nothing this viewer may see. */
export const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'not_found';
