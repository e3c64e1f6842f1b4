/**
 * The one editor for Markdown documents (learn pages, news articles): title,
 * slug (suggested from the title until the slug is edited), the document
 * type's own fields, a Published switch and the body with a live preview
 * (side by side on wide screens, Write/Preview tabs on narrow ones). The
 * caller passes the shared zod contract, so the form validates exactly as
 * the server does; field errors the server sends land on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ImageUploadField } from '#web/components/ui/image-upload-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { MarkdownView } from './markdown-view.tsx';
import { suggestSlug } from './suggest-slug.ts';

/** The fields every document has. */
export interface DocumentValues extends FieldValues {
  title: string;
  slug: string;
  isPublished: boolean;
  body: string;
}

/** A field of one document type (menu description, display order, summary, cover image URL...). */
export interface DocumentExtraField<TValues extends DocumentValues> {
  name: Exclude<Path<TValues>, 'title' | 'slug' | 'isPublished' | 'body'>;
  label: string;
  /** 'image': uploaded here, the value is its own-origin address (docs/decisions/057). */
  kind: 'text' | 'textarea' | 'number' | 'url' | 'image';
  description?: ReactNode;
  placeholder?: string;
}

export interface MarkdownDocumentEditorProps<TValues extends DocumentValues, TSchema extends z.ZodType> {
  /** The shared input contract (its output is what onSubmit receives). */
  schema: TSchema;
  defaultValues: TValues;
  extraFields: DocumentExtraField<TValues>[];
  /** While true (a new document), the slug follows the title until the user edits it. */
  suggestSlugFromTitle: boolean;
  /** Where the document will live, shown before the slug ("/learn/"). */
  slugPrefix: string;
  publishedDescription: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  cancel: ReactNode;
  /** Saves; a thrown AppError's field errors are shown on the form. */
  onSubmit: (values: z.output<TSchema>) => Promise<void>;
}

export function MarkdownDocumentEditor<TValues extends DocumentValues, TSchema extends z.ZodType>({
  schema,
  defaultValues,
  extraFields,
  suggestSlugFromTitle,
  slugPrefix,
  publishedDescription,
  submitLabel,
  pendingLabel,
  cancel,
  onSubmit,
}: MarkdownDocumentEditorProps<TValues, TSchema>) {
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, z.output<TSchema>>,
    defaultValues: defaultValues as never,
  });
  const [slugEdited, setSlugEdited] = useState(!suggestSlugFromTitle);
  const body = useWatch({ control: form.control, name: 'body' as Path<TValues> }) as string;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const fieldNames = ['title', 'slug', 'isPublished', 'body', ...extraFields.map((field) => field.name)] as Path<TValues>[];

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, form.setError, fieldNames);
    }
  });

  const titleField = form.register('title' as Path<TValues>, {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) {
        form.setValue('slug' as Path<TValues>, suggestSlug(event.target.value) as never, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      }
    },
  });
  const slugField = form.register('slug' as Path<TValues>, { onChange: () => setSlugEdited(true) });
  const pending = form.formState.isSubmitting;

  const preview = (
    <div className="min-h-64 rounded-md border bg-card p-4 sm:p-6">
      {body?.trim() ? <MarkdownView body={body} /> : <p className="text-sm text-muted-foreground">Nothing to preview yet. Write the body in Markdown.</p>}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
          {(control) => <Input {...control} {...titleField} />}
        </FormField>
        <FormField
          label="Slug"
          description={
            <>
              The address of this page: {slugPrefix}
              <span className="font-mono">{'{slug}'}</span>. Lowercase letters, numbers and dashes.
            </>
          }
          error={errors.slug?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} {...slugField} autoCapitalize="none" spellCheck={false} className="font-mono" />}
        </FormField>
        {extraFields.map((field) =>
          field.kind === 'image' ? (
            <div key={field.name} className="sm:col-span-2">
              <Controller
                control={form.control}
                name={field.name as Path<TValues>}
                render={({ field: control, fieldState }) => (
                  <ImageUploadField
                    label={field.label}
                    description={typeof field.description === 'string' ? field.description : undefined}
                    value={typeof control.value === 'string' ? control.value : ''}
                    onChange={(url) => control.onChange(url)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
          ) : (
            <FormField
              key={field.name}
              label={field.label}
              description={field.description}
              error={errors[field.name]?.message}
              className={field.kind === 'textarea' || field.kind === 'url' ? 'sm:col-span-2' : undefined}
            >
              {(control) =>
                field.kind === 'textarea' ? (
                  <Textarea {...control} rows={3} placeholder={field.placeholder} {...form.register(field.name as Path<TValues>)} />
                ) : (
                  <Input
                    {...control}
                    type={field.kind === 'number' ? 'number' : field.kind === 'url' ? 'url' : 'text'}
                    inputMode={field.kind === 'number' ? 'numeric' : undefined}
                    placeholder={field.placeholder}
                    {...form.register(field.name as Path<TValues>, { valueAsNumber: field.kind === 'number' })}
                  />
                )
              }
            </FormField>
          ),
        )}
        <Controller
          control={form.control}
          name={'isPublished' as Path<TValues>}
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-md border p-3 sm:col-span-2">
              <Switch
                id="document-published"
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby="document-published-description"
              />
              <div className="grid gap-1">
                <Label htmlFor="document-published">Published</Label>
                <p id="document-published-description" className="text-xs text-muted-foreground">
                  {publishedDescription}
                </p>
              </div>
            </div>
          )}
        />
      </div>

      <Tabs defaultValue="write" className="gap-3">
        <TabsList className="lg:hidden" aria-label="Body editor view">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <div className="grid gap-4 lg:grid-cols-2">
          <TabsContent value="write" forceMount className="data-[state=inactive]:hidden lg:data-[state=inactive]:block">
            <FormField
              label="Body (Markdown)"
              description="Headings (##), lists (-), links ([text](https://...)), tables and images. HTML is shown as text."
              error={errors.body?.message}
            >
              {(control) => (
                <Textarea {...control} rows={22} className="min-h-96 font-mono text-sm leading-6" {...form.register('body' as Path<TValues>)} />
              )}
            </FormField>
          </TabsContent>
          <TabsContent
            value="preview"
            forceMount
            className="grid content-start gap-2 data-[state=inactive]:hidden lg:data-[state=inactive]:grid"
          >
            <h2 className="text-sm font-medium">Preview</h2>
            {preview}
          </TabsContent>
        </div>
      </Tabs>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> {pendingLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
        {cancel}
      </div>
    </form>
  );
}
