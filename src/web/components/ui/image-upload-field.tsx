/**
 * An image field that takes a file, not a link (docs/decisions/057): the
 * picked file is uploaded to our own origin at once (POST /api/images) and
 * the field's value becomes its address; the form's own Save keeps it. A
 * native file input (labelled, keyboard usable), the upload's progress and
 * error, a preview, the size and type rule, and, where an image link from
 * before uploads is kept but no longer shown, a notice to upload it again.
 */
import ImageUp from 'lucide-react/icons/image-up';
import Trash2 from 'lucide-react/icons/trash';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AppError } from '#shared/app-error.ts';
import { IMAGE_TEXTS, IMAGE_TYPES, isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import { cn } from '#web/lib/cn.ts';
import { uploadImage } from '#web/lib/upload-image.ts';
import { Button } from './button.tsx';
import { Label } from './label.tsx';
import { Spinner } from './spinner.tsx';

export interface ImageUploadFieldProps {
  label: string;
  /** The field's value: an upload address, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** What the image is for, before the size and type rule. */
  description?: string;
  /** A server or form error for the field. */
  error?: string;
  disabled?: boolean;
  /** An image link saved before uploads is kept but no longer shown: ask for an upload. */
  hasOldLink?: boolean;
  /** Shown instead of the plain preview (a team's logo with its initials fallback). */
  preview?: (url: string | null) => ReactNode;
  previewClassName?: string;
}

type Status = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'failed'; message: string } | { kind: 'uploaded'; name: string };

export function ImageUploadField({ label, value, onChange, description, error, disabled = false, hasOldLink = false, preview, previewClassName }: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const current = isAllowedImageUrl(value) ? value : null;
  const uploading = status.kind === 'uploading';
  const shownError = status.kind === 'failed' ? status.message : error;
  const ids = { help: `${id}-help`, status: `${id}-status`, error: `${id}-error`, old: `${id}-old` };
  const describedBy = [ids.help, hasOldLink && !current ? ids.old : null, shownError ? ids.error : null].filter(Boolean).join(' ');

  async function pick(file: File | undefined) {
    if (!file) return;
    setStatus({ kind: 'uploading', name: file.name });
    try {
      const image = await uploadImage(file);
      onChange(image.url);
      setStatus({ kind: 'uploaded', name: file.name });
    } catch (failure) {
      setStatus({ kind: 'failed', message: failure instanceof AppError ? failure.message : IMAGE_TEXTS.uploadFailed });
    } finally {
      // Picking the same file again uploads it again.
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div data-slot="image-upload-field" className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 flex-wrap items-start gap-4">
        <div className={cn('shrink-0', previewClassName)}>
          {preview ? (
            preview(current)
          ) : current ? (
            <img src={current} alt={`${label} preview`} className="size-20 rounded-md border object-contain" />
          ) : (
            <div className="grid size-20 place-items-center rounded-md border border-dashed text-xs text-muted-foreground">No image</div>
          )}
        </div>
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled || uploading}
            aria-invalid={Boolean(shownError)}
            aria-describedby={describedBy}
            onChange={(event) => void pick(event.target.files?.[0])}
            className="block w-full min-w-0 max-w-full text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-semibold file:text-foreground hover:file:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
          />
          {current ? (
            <div>
              <Button type="button" variant="outline" size="sm" disabled={disabled || uploading} onClick={() => { onChange(''); setStatus({ kind: 'idle' }); }}>
                <Trash2 aria-hidden="true" /> Remove image
              </Button>
            </div>
          ) : null}
          <p id={ids.status} role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {uploading ? (
              <span className="inline-flex items-center gap-2">
                <Spinner /> Uploading {status.name}...
              </span>
            ) : status.kind === 'uploaded' ? (
              <span className="inline-flex items-center gap-2">
                <ImageUp aria-hidden="true" className="size-4" /> Uploaded {status.name}. Save to keep it.
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <p id={ids.help} className="text-xs text-muted-foreground">
        {description ? `${description} ` : ''}
        {IMAGE_TEXTS.rule}
      </p>
      {hasOldLink && !current ? (
        <p id={ids.old} role="note" className="flex items-start gap-2 rounded-md border border-highlight/50 bg-highlight/10 px-3 py-2 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {IMAGE_TEXTS.oldLink}
        </p>
      ) : null}
      {shownError ? (
        <p id={ids.error} role={status.kind === 'failed' ? 'alert' : undefined} className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
