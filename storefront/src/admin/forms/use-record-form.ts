// What every content form does the same way: its values, field messages (the form's own from the
// shared schema first, then the server's), and the submit that checks the values, then the
// images, and only then saves.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Save } from '@kawaii/shared';
import type { EditorProps } from './editor-props.ts';
import { imageRefusal, uploadSummary } from './image-field.ts';
import { parseForm, type FieldErrors, type FormSchema } from './parse-form.ts';
import type { RecordImages } from './record-images.ts';
import { revealFirstProblem } from './reveal-problem.ts';
import { useReportChanges } from '../shell/unsaved-changes.tsx';
import { useRecordSave, type RecordSave } from './use-record-save.tsx';

export interface RecordFormOptions<Values, Input, Saved> {
  /** The record being edited (null for a new one) and what the list does after a save. */
  editor: Pick<EditorProps<Saved>, 'item' | 'onSaved' | 'onReload'>;
  /** The AdminApi call that saves it: null creates. */
  saveRecord(id: string | null, input: Save<Input>): Promise<Saved>;
  /** The record's name for the conflict dialog. */
  recordName: string | undefined;
  describeError?(error: unknown): string;
  initialValues: () => Values;
  /** The shared schema the API checks the body with. */
  schema: FormSchema<Input>;
  /** The body to check and save, from the values and whatever else the form holds. */
  saveBody(values: Values): unknown;
  /** The form's images and what they must be before a save. */
  images: RecordImages;
}

export interface RecordForm<Values, Input> {
  values: Values;
  setValues(update: (previous: Values) => Values): void;
  set<K extends keyof Values>(key: K, value: Values[K]): void;
  images: RecordImages;
  fieldError(name: string): string | undefined;
  submit(event: FormEvent): void;
  /** Why the images stop the save (uploads running or failed, none or no cover), if they do. */
  refusal: string | null;
  uploading: boolean;
  isNew: boolean;
  /** The values or images differ from how the form opened. */
  dirty: boolean;
  save: RecordSave<Input>;
}

/** Values compared by content: they are plain text, numbers, booleans and lists of those. */
function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useRecordForm<
  Values,
  Input extends object,
  Saved extends { _id: string; version: number },
>({
  editor: { item, onSaved, onReload },
  saveRecord,
  recordName,
  describeError,
  initialValues,
  schema,
  saveBody,
  images,
}: RecordFormOptions<Values, Input, Saved>): RecordForm<Values, Input> {
  const [opened] = useState<Values>(initialValues);
  // One key for every attempt of this form's create: a retry after a lost answer is not a copy.
  const [createKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>(opened);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // Bumped by every refused submit, so the first problem is brought into view once rendered.
  const [refusals, setRefusals] = useState(0);
  const formElement = useRef<HTMLElement | null>(null);
  const dirty = !sameValues(values, opened) || images.field.changed;
  useReportChanges(dirty);
  const save = useRecordSave<Input, Saved>({
    // An edit sends the fields changed from the record opened; a create carries its key.
    save: (input) =>
      item
        ? saveRecord(item._id, { ...input, editedFrom: item })
        : saveRecord(null, { ...input, idempotencyKey: createKey }),
    version: item?.version,
    title: recordName,
    onSaved,
    onReload,
    ...(describeError && { describeError }),
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  useEffect(() => {
    if (refusals > 0) revealFirstProblem(formElement.current);
  }, [refusals]);
  // A save the server refused is shown the same way.
  useEffect(() => {
    if (save.error !== null) revealFirstProblem(formElement.current);
  }, [save.error, save.serverErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    formElement.current = event.currentTarget as HTMLElement;
    setRefusal(null);
    const parsed = parseForm(schema, saveBody(values));
    setErrors(parsed.ok ? {} : parsed.errors);
    const refused = parsed.ok ? imageRefusal(images.field.state, images.rules) : null;
    if (!parsed.ok || refused) {
      setRefusal(refused);
      setRefusals((count) => count + 1);
      return;
    }
    void save.submit(parsed.input);
  };

  return {
    values,
    setValues,
    set,
    images,
    fieldError: (name) => errors[name] ?? save.serverErrors[name],
    submit,
    refusal,
    uploading: uploadSummary(images.field.state.list.images).uploading,
    isNew: item === null,
    dirty,
    save,
  };
}
