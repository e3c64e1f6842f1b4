/**
 * The builder's fields in order, reordered by dragging (@dnd-kit): with a
 * pointer, or from the keyboard (focus a handle, Space to lift, arrows to
 * move, Space to drop, Escape to cancel), each step announced to screen
 * readers by the field's label. Up/down buttons do the same in one step.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveItem, type BuilderField } from './builder-fields.ts';
import { FieldEditor, fieldName } from './field-editor.tsx';

export interface SortableFieldListProps {
  fields: BuilderField[];
  errors: Map<number, Record<string, string>>;
  onChange: (fields: BuilderField[]) => void;
}

function SortableField({ field, index, fields, errors, onChange }: { field: BuilderField; index: number } & SortableFieldListProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style}>
      <FieldEditor
        field={field}
        index={index}
        count={fields.length}
        errors={errors.get(index)}
        isDragging={isDragging}
        dragHandle={{ ...attributes, ...listeners, ref: setActivatorNodeRef }}
        onChange={(next) => onChange(fields.map((item, itemIndex) => (itemIndex === index ? next : item)))}
        onMove={(to) => onChange(moveItem(fields, index, to))}
        onRemove={() => onChange(fields.filter((_, itemIndex) => itemIndex !== index))}
      />
    </li>
  );
}

export function SortableFieldList(props: SortableFieldListProps) {
  const { fields, onChange } = props;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (id: string | number) => {
    const index = fields.findIndex((field) => field.id === id);
    return index < 0 ? 'the field' : fieldName(fields[index]!, index);
  };
  const positionOf = (id: string | number | undefined) => fields.findIndex((field) => field.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)} of ${fields.length}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${fields.length}.` : `${labelOf(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${labelOf(active.id)} at position ${positionOf(over.id)} of ${fields.length}.` : `Dropped ${labelOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    onChange(moveItem(fields, fields.findIndex((field) => field.id === active.id), fields.findIndex((field) => field.id === over.id)));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Form fields" className="grid gap-3">
          {fields.map((field, index) => (
            <SortableField key={field.id} field={field} index={index} {...props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
