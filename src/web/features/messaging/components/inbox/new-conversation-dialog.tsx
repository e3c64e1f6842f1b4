/**
 * "New conversation": direct (exactly one other person) or group (up to 6
 * others, 7 with the viewer, spec 5 and 9; an optional title). The server
 * enforces the same limits; an identical conversation is reused and the
 * viewer is told so (spec 4). After either, the conversation opens.
 */
import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import UserRound from 'lucide-react/icons/user-round';
import UsersRound from 'lucide-react/icons/users-round';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  GROUP_TITLE_LABEL,
  GROUP_TITLE_MAX_LENGTH,
  groupSizeLimitText,
  maxParticipantsFor,
  MESSAGING_TEXTS,
  type MessagingUser,
} from '#shared/contracts/messaging.ts';
import { isPlainText, plainTextMessage } from '#shared/contracts/plain-text.ts';
import type { ConversationType } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { describeCreateConversationError, useCreateConversation } from '../../api/create-conversation.ts';
import { PeoplePicker } from './people-picker.tsx';
import { minorNoticeText } from '#shared/messaging/minor-notice.ts';
import { MinorNoticeBox } from '../minors/minor-notice-box.tsx';

export const NEW_CONVERSATION_TITLE = 'New conversation';

const TYPE_CHOICES: { value: ConversationType; label: string; hint: string; Icon: typeof UserRound }[] = [
  { value: 'dm', label: 'Direct', hint: 'One other person', Icon: UserRound },
  { value: 'group', label: 'Group', hint: `Up to ${maxParticipantsFor('group') - 1} others`, Icon: UsersRound },
];

/** The most people the viewer may pick (the viewer is the last participant). */
export function maxOthersFor(type: ConversationType): number {
  return maxParticipantsFor(type) - 1;
}

function NewConversationForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const create = useCreateConversation();
  const searchRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<ConversationType>('dm');
  const [chosen, setChosen] = useState<MessagingUser[]>([]);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const maxOthers = maxOthersFor(type);

  function changeType(next: ConversationType) {
    setType(next);
    setProblem(null);
    // A direct conversation has one other person: keep the first one picked.
    if (next === 'dm') setChosen((current) => current.slice(0, 1));
  }

  function pick(user: MessagingUser) {
    setProblem(null);
    if (type === 'dm') {
      setChosen([user]);
      return;
    }
    if (chosen.some((person) => person.userId === user.userId)) return;
    if (chosen.length >= maxOthers) {
      const text = groupSizeLimitText(maxParticipantsFor('group'));
      toast.error(text);
      setProblem(text);
      return;
    }
    setChosen([...chosen, user]);
  }

  function remove(user: MessagingUser) {
    setProblem(null);
    setChosen((current) => current.filter((person) => person.userId !== user.userId));
    searchRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!isSignedIn) {
      toast.error(MESSAGING_TEXTS.notAuthenticated);
      setProblem(MESSAGING_TEXTS.notAuthenticated);
      return;
    }
    if (chosen.length === 0) {
      setProblem(MESSAGING_TEXTS.needOthers);
      searchRef.current?.focus();
      return;
    }
    if (type === 'group' && !isPlainText(title)) {
      setProblem(plainTextMessage(GROUP_TITLE_LABEL));
      return;
    }
    setProblem(null);
    create.mutate(
      { type, participantIds: chosen.map((user) => user.userId), title: type === 'group' ? title : null },
      {
        onSuccess: ({ conversation, isExisting }) => {
          if (isExisting) toast.info(MESSAGING_TEXTS.redirected);
          else toast.success(MESSAGING_TEXTS.created);
          onDone();
          void navigate(paths.conversation.getHref(conversation.id));
        },
        onError: (error) => {
          const message = describeCreateConversationError(error);
          toast.error(message.title, message.description ? { description: message.description } : undefined);
          setProblem(message.description ? `${message.title}: ${message.description}` : message.title);
        },
      },
    );
  }

  // Issue 26.6: before the conversation starts, an adult sees who is under 18 and that a guardian reads along.
  const notice = minorNoticeText(chosen.filter((user) => user.isUnderEighteen).map((user) => user.displayName));
  const isBusy = create.isPending;
  const canSubmit = chosen.length > 0 && chosen.length <= maxOthers && !isBusy;

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{NEW_CONVERSATION_TITLE}</DialogTitle>
        <DialogDescription>Message one person directly, or start a group of up to 7 people.</DialogDescription>
      </DialogHeader>

      <fieldset className="grid gap-2" disabled={isBusy}>
        <legend className="mb-2 text-sm font-medium">Conversation type</legend>
        <RadioGroup
          value={type}
          onValueChange={(value) => changeType(value === 'group' ? 'group' : 'dm')}
          aria-label="Conversation type"
          className="grid grid-cols-2 gap-2"
        >
          {TYPE_CHOICES.map(({ value, label, hint, Icon }) => (
            <Label
              key={value}
              htmlFor={`${id}-type-${value}`}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 leading-tight transition-colors hover:bg-accent/50',
                type === value && 'border-primary bg-primary/10',
              )}
            >
              <RadioGroupItem
                id={`${id}-type-${value}`}
                value={value}
                aria-labelledby={`${id}-type-${value}-label`}
                aria-describedby={`${id}-type-${value}-hint`}
              />
              <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="grid gap-1">
                <span id={`${id}-type-${value}-label`} className="font-semibold">
                  {label}
                </span>
                <span id={`${id}-type-${value}-hint`} className="text-xs font-normal text-muted-foreground">
                  {hint}
                </span>
              </span>
            </Label>
          ))}
        </RadioGroup>
      </fieldset>

      {type === 'group' ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Group name (optional)</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={GROUP_TITLE_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Valorant scrim squad"
            disabled={isBusy}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      ) : null}

      <div className="grid gap-2">
        <PeoplePicker chosen={chosen} onPick={pick} onRemove={remove} disabled={isBusy} inputRef={searchRef} />
        {type === 'group' ? (
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {chosen.length + 1} of {maxParticipantsFor('group')} participants
          </p>
        ) : null}
      </div>

      {notice ? <MinorNoticeBox id={`${id}-minor-notice`} text={notice} /> : null}

      {problem ? <FormAlert>{problem}</FormAlert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} aria-describedby={notice ? `${id}-minor-notice` : undefined}>
          {isBusy ? <Spinner /> : <MessageSquarePlus aria-hidden="true" />}
          {isBusy ? 'Creating...' : 'Create conversation'}
        </Button>
      </div>
    </form>
  );
}

export function NewConversationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Start in the search box: picking people is what the dialog is for.
          const input = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[type="search"]');
          if (input) {
            event.preventDefault();
            input.focus();
          }
        }}
      >
        {open ? <NewConversationForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
