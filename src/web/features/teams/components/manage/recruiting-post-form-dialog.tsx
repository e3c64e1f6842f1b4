/**
 * Create or edit a recruiting post (spec 5): title required; positions
 * typed with commas (split, trimmed, empties dropped); the salary range
 * shows only while paid is on; commitment competitive and active on by
 * default.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  recruitingPostInputSchema,
  splitPositions,
  type RecruitingPost,
  type RecruitingPostInput,
} from '#shared/contracts/teams.ts';
import { COMMITMENT_LEVELS } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateRecruitingPost, useUpdateRecruitingPost } from '../../api/recruiting-posts.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { FormSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { valueLabel } from './role-labels.ts';

const postFields = recruitingPostInputSchema.in.shape;

/** The shared rules, with the positions as the comma text the manager types. */
const recruitingPostFormSchema = recruitingPostInputSchema.in
  .omit({ positionsNeeded: true })
  .extend({ positions: z.string() })
  .superRefine((value, context) => {
    const positions = postFields.positionsNeeded.safeParse(splitPositions(value.positions));
    if (!positions.success) {
      context.addIssue({ code: 'custom', path: ['positions'], message: positions.error.issues[0]?.message ?? 'Check the positions' });
    }
  });
type PostFormValues = z.input<typeof recruitingPostFormSchema>;
type PostFormOutput = z.output<typeof recruitingPostFormSchema>;

const FIELD_NAMES = ['title', 'description', 'commitmentLevel', 'positions', 'isPaid', 'salaryRange', 'isActive'] as const;

function defaultsFor(post?: RecruitingPost): PostFormValues {
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    commitmentLevel: post?.commitmentLevel ?? 'competitive',
    positions: post?.positionsNeeded.join(', ') ?? '',
    isPaid: post?.isPaid ?? false,
    salaryRange: post?.salaryRange ?? '',
    isActive: post?.isActive ?? true,
  };
}

/** The request body of the form's values. */
export function toRecruitingPostInput({ positions, ...values }: PostFormOutput): RecruitingPostInput {
  return {
    ...values,
    positionsNeeded: splitPositions(positions),
    salaryRange: values.isPaid ? values.salaryRange : null,
  };
}

export function RecruitingPostFormDialog({ teamId, post }: { teamId: string; post?: RecruitingPost }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {post ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${post.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" /> Create Post
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{post ? 'Edit Recruiting Post' : 'Create Recruiting Post'}</DialogTitle>
          <DialogDescription>Active posts show on Find Teams as open positions.</DialogDescription>
        </DialogHeader>
        {open ? <RecruitingPostForm teamId={teamId} post={post} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function RecruitingPostForm({ teamId, post, onDone }: { teamId: string; post?: RecruitingPost; onDone: () => void }) {
  const createPost = useCreateRecruitingPost(teamId);
  const updatePost = useUpdateRecruitingPost(teamId);
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(recruitingPostFormSchema),
    defaultValues: defaultsFor(post),
  });
  const { errors, isSubmitting } = form.formState;
  const isPaid = useWatch({ control: form.control, name: 'isPaid' });

  const submit = form.handleSubmit(async (values) => {
    const input = toRecruitingPostInput(values);
    try {
      if (post) {
        await updatePost.mutateAsync({ id: post.id, data: input });
        toast.success('Recruiting Post Updated');
      } else {
        await createPost.mutateAsync(input);
        toast.success('Recruiting Post Created');
      }
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELD_NAMES);
      toast.error(post ? 'Failed to update recruiting post.' : 'Failed to create recruiting post.', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} required autoComplete="off" {...form.register('title')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Commitment" error={errors.commitmentLevel?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('commitmentLevel')}>
              {COMMITMENT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {valueLabel(level)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Positions" description="Separate with commas, e.g. IGL, Duelist, Support." error={errors.positions?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('positions')} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="isPaid"
        render={({ field }) => (
          <FormSwitchField
            label="Paid position"
            description="Turn on to show a salary range."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {isPaid ? (
        <FormField label="Salary range" description="e.g. $500 - $1,000 / month" error={errors.salaryRange?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('salaryRange')} />}
        </FormField>
      ) : null}
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormSwitchField
            label="Active"
            description="Inactive posts stay here but are not listed as open."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormActions
        submitLabel={post ? 'Save Post' : 'Create Post'}
        pendingLabel="Saving..."
        isPending={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
