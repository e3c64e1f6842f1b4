/**
 * The college board (issue 13.8, docs/decisions/042): Reach, Fit and
 * Safety, each in the player's order. The player reorders by drag (pointer,
 * or keyboard: focus a handle, Space to pick up, arrows to move, Space to
 * drop, Escape to cancel, each step announced) within and between groups,
 * or with "Move to"; writes a note; removes. Suggestions from the match can
 * be added to their suggested group or another; deadlines of the board's
 * programs come soonest first. Guardians and platform staff see it all
 * read-only. @dnd-kit is in this lazily loaded route's chunk only.
 */
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { COLLEGE_BOARD_BUCKET_LABELS, type BoardItem, type CollegeBoard, type ProgramRef } from '#shared/contracts/player-recruiting.ts';
import { COLLEGE_BOARD_BUCKETS, type CollegeBoardBucket } from '#shared/recruiting/recruiting-values.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';
import { useRemoveBoardItem, useReorderBoard, useSaveBoardItem } from '../api/college-board.ts';
import { AddProgramDialog } from './add-program-dialog.tsx';
import { BoardItemCard } from './board-item-card.tsx';
import { boardInOrder, boardOrderOf, bucketOf, moveInOrder } from './board-order.ts';
import { formatDateTime, matchHeadline, programFullName, programTitle } from './program-label.ts';

const BUCKET_HELP: Record<CollegeBoardBucket, string> = {
  reach: "Programs whose bar is above where you are now.",
  fit: 'Programs that match you well.',
  safety: 'Programs you clearly meet.',
};

const containerId = (bucket: CollegeBoardBucket) => `bucket:${bucket}`;

function BucketList({ bucket, children, empty }: { bucket: CollegeBoardBucket; children: React.ReactNode; empty: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: containerId(bucket) });
  return (
    <ul ref={setNodeRef} aria-label={`${COLLEGE_BOARD_BUCKET_LABELS[bucket]} programs`} className={`grid min-h-16 gap-2 rounded-md p-1 ${isOver ? 'bg-accent/50' : ''}`}>
      {children}
      {empty ? <li className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">No programs here yet.</li> : null}
    </ul>
  );
}

export function CollegeBoardView({ slug, board }: { slug: string; board: CollegeBoard }) {
  const save = useSaveBoardItem(slug);
  const reorder = useReorderBoard(slug);
  const remove = useRemoveBoardItem(slug);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [addBucket, setAddBucket] = useState<CollegeBoardBucket>('fit');
  const [suggestionBuckets, setSuggestionBuckets] = useState<Record<string, CollegeBoardBucket>>({});
  // After a keyboard drop or a "Move to", the card is drawn anew in its new group: focus goes to its handle there
  // instead of falling to the page (issue 26, item 6).
  const [focusRequest, setFocusRequest] = useState<{ programId: string; bucket: CollegeBoardBucket } | null>(null);
  const groupsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusRequest) return;
    if (!board.items.some((item) => item.program.id === focusRequest.programId && item.bucket === focusRequest.bucket)) return;
    const frame = requestAnimationFrame(() => {
      setFocusRequest(null);
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused.isConnected) return;
      const cards = [...(groupsRef.current?.querySelectorAll<HTMLElement>('[data-program-id]') ?? [])];
      cards.find((card) => card.dataset.programId === focusRequest.programId)?.querySelector<HTMLElement>('[data-refocus="handle"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [board.items, focusRequest]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const order = boardOrderOf(board);
  const byId = new Map(board.items.map((item) => [item.program.id, item]));
  const nameOf = (id: string | number) => {
    const item = byId.get(String(id));
    return item ? programFullName(item.program) : String(id).startsWith('bucket:') ? COLLEGE_BOARD_BUCKET_LABELS[String(id).slice(7) as CollegeBoardBucket] : 'the program';
  };
  const targetOf = (overId: string | number): { bucket: CollegeBoardBucket; index: number } | null => {
    const id = String(overId);
    if (id.startsWith('bucket:')) {
      const bucket = id.slice(7) as CollegeBoardBucket;
      return { bucket, index: order[bucket].length };
    }
    const bucket = bucketOf(order, id);
    return bucket ? { bucket, index: order[bucket].indexOf(id) } : null;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a group.`),
    onDragEnd: ({ active, over }) => {
      const target = over ? targetOf(over.id) : null;
      return target ? `${nameOf(active.id)} was dropped in ${COLLEGE_BOARD_BUCKET_LABELS[target.bucket]}, position ${target.index + 1}.` : `${nameOf(active.id)} was dropped.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function commit(programId: string, bucket: CollegeBoardBucket, index: number) {
    const next = moveInOrder(order, programId, bucket, index);
    setError(null);
    reorder.mutate(
      { order: next, optimistic: boardInOrder(board, next) },
      {
        onSuccess: () => setStatus(`${nameOf(programId)} is now in ${COLLEGE_BOARD_BUCKET_LABELS[bucket]}.`),
        onError: (caught) => setError(caught.message),
      },
    );
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    if (!over) return;
    const target = targetOf(over.id);
    const from = bucketOf(order, String(active.id));
    if (!target || !from) return;
    if (from === target.bucket && order[from].indexOf(String(active.id)) === target.index) return;
    if (activatorEvent instanceof KeyboardEvent) setFocusRequest({ programId: String(active.id), bucket: target.bucket });
    commit(String(active.id), target.bucket, target.index);
  }

  async function add(program: ProgramRef, bucket: CollegeBoardBucket) {
    setError(null);
    await save.mutateAsync({ programId: program.id, bucket });
    setStatus(`${programFullName(program)} was added to ${COLLEGE_BOARD_BUCKET_LABELS[bucket]}.`);
  }

  const groups = COLLEGE_BOARD_BUCKETS.map((bucket) => ({ bucket, items: board.items.filter((item) => item.bucket === bucket) }));
  const deadlinePrograms = new Map(board.items.map((item) => [item.program.id, item.program]));

  return (
    <div className="grid gap-6">
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {board.canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <AddProgramDialog
            existing={new Set(board.items.map((item) => item.program.id))}
            description="Find a program by its college or game, then add it to the group you choose."
            onAdd={(program) => add(program, addBucket)}
          >
            <label className="grid gap-2 text-sm font-medium">
              Group
              <NativeSelect value={addBucket} onChange={(event) => setAddBucket(event.target.value as CollegeBoardBucket)}>
                {COLLEGE_BOARD_BUCKETS.map((bucket) => (
                  <option key={bucket} value={bucket}>
                    {COLLEGE_BOARD_BUCKET_LABELS[bucket]}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </AddProgramDialog>
          <p className="text-sm text-muted-foreground">Drag a program by its handle (or use the keyboard: Space, arrows, Space), or use Move to.</p>
        </div>
      ) : (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">You are viewing {board.player.displayName}&apos;s college board. Only they can change it.</p>
      )}

      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <div ref={groupsRef} className="grid gap-4 lg:grid-cols-3">
          {groups.map(({ bucket, items }) => (
            <section key={bucket} aria-labelledby={`bucket-${bucket}`} className="grid content-start gap-2 rounded-lg border p-3">
              <div>
                <h2 id={`bucket-${bucket}`} className="text-lg font-semibold">
                  {COLLEGE_BOARD_BUCKET_LABELS[bucket]} <span className="text-sm font-normal text-muted-foreground">({items.length})</span>
                </h2>
                <p className="text-sm text-muted-foreground">{BUCKET_HELP[bucket]}</p>
              </div>
              <SortableContext id={containerId(bucket)} items={items.map((item) => item.program.id)} strategy={verticalListSortingStrategy}>
                <BucketList bucket={bucket} empty={items.length === 0}>
                  {items.map((item: BoardItem) => (
                    <BoardItemCard
                      key={item.program.id}
                      item={item}
                      canEdit={board.canEdit}
                      isPending={reorder.isPending || save.isPending || remove.isPending}
                      onMove={(to) => {
                        setFocusRequest({ programId: item.program.id, bucket: to });
                        commit(item.program.id, to, order[to].length);
                      }}
                      onSaveNote={(note) => save.mutateAsync({ programId: item.program.id, bucket: item.bucket, note })}
                      onRemove={() =>
                        remove.mutate(item.program.id, {
                          onSuccess: () => setStatus(`${programFullName(item.program)} was removed.`),
                          onError: (caught) => setError(caught.message),
                        })
                      }
                    />
                  ))}
                </BucketList>
              </SortableContext>
            </section>
          ))}
        </div>
      </DndContext>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Upcoming deadlines</CardTitle>
            <CardDescription>Interest forms closing and tryouts of the programs on the board, soonest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {board.deadlines.length === 0 ? (
              <p className="text-sm text-muted-foreground">No upcoming deadlines.</p>
            ) : (
              <ol aria-label="Upcoming deadlines" className="grid gap-2">
                {board.deadlines.map((deadline) => {
                  const program = deadlinePrograms.get(deadline.programId);
                  if (!program) return null;
                  return (
                    <li key={`${deadline.kind}:${deadline.programId}:${deadline.formId ?? ''}`} className="grid gap-0.5 border-b pb-2 last:border-b-0">
                      <span className="text-sm font-semibold">{formatDateTime(deadline.at)}</span>
                      <span className="text-sm">
                        {deadline.kind === 'tryouts' ? 'Tryouts' : `Form closes: ${deadline.formTitle}`} · {programFullName(program)}
                      </span>
                      {deadline.formId ? (
                        <Link className="text-sm text-primary underline-offset-4 hover:underline" to={`/college/${encodeURIComponent(program.collegeSlug)}/apply/${encodeURIComponent(deadline.formId)}`}>
                          Open the form
                        </Link>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Suggestions</CardTitle>
            <CardDescription>Programs that match {board.canEdit ? 'you' : board.player.displayName} best and are not on the board yet.</CardDescription>
          </CardHeader>
          <CardContent>
            {!board.hasMatch ? (
              <p className="text-sm text-muted-foreground">
                Suggestions come from the match, which needs a game profile.{' '}
                {board.canEdit ? (
                  <Link className="text-primary underline-offset-4 hover:underline" to={paths.player.getHref(board.player.slug)}>
                    Finish your profile
                  </Link>
                ) : null}
              </p>
            ) : board.suggestions.length === 0 ? (
              <p className="text-sm text-muted-foreground">No suggestions right now.</p>
            ) : (
              <ul aria-label="Suggested programs" className="grid gap-3">
                {board.suggestions.map((suggestion) => {
                  const bucket = suggestionBuckets[suggestion.program.id] ?? suggestion.bucket;
                  const name = programFullName(suggestion.program);
                  return (
                    <li key={suggestion.program.id} className="grid gap-2 rounded-md border p-3">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <Link to={paths.college.getHref(suggestion.program.collegeSlug, suggestion.program.id)} className="font-semibold break-words hover:underline">
                            {suggestion.program.collegeName}
                          </Link>
                          <p className="text-sm text-muted-foreground">{programTitle(suggestion.program)}</p>
                        </div>
                        <span className="text-sm font-medium">{matchHeadline(suggestion.match.score, suggestion.match.band)}</span>
                      </div>
                      <p className="text-sm">
                        Suggested: <span className="font-medium">{COLLEGE_BOARD_BUCKET_LABELS[suggestion.bucket]}</span>. {suggestion.reason}
                      </p>
                      {board.canEdit ? (
                        <div className="flex flex-wrap items-end gap-2">
                          <label className="grid gap-1 text-sm font-medium">
                            Group for {suggestion.program.collegeName}
                            <NativeSelect value={bucket} onChange={(event) => setSuggestionBuckets({ ...suggestionBuckets, [suggestion.program.id]: event.target.value as CollegeBoardBucket })}>
                              {COLLEGE_BOARD_BUCKETS.map((option) => (
                                <option key={option} value={option}>
                                  {COLLEGE_BOARD_BUCKET_LABELS[option]}
                                </option>
                              ))}
                            </NativeSelect>
                          </label>
                          <Button
                            size="sm"
                            disabled={save.isPending}
                            aria-label={`Add to ${COLLEGE_BOARD_BUCKET_LABELS[bucket]}, ${name}`}
                            onClick={() => void add(suggestion.program, bucket).catch((caught: Error) => setError(caught.message))}
                          >
                            Add to {COLLEGE_BOARD_BUCKET_LABELS[bucket]}
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
