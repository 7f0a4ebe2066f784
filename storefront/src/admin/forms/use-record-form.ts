// What every content form does the same way: its values, field messages (the form's own from the
// shared schema first, then the server's), and the submit that checks the values, then the
// images, and only then saves.

import { useState, type FormEvent } from 'react';
import type { Save } from '@kawaii/shared';
import type { EditorProps } from './editor-props.ts';
import { imageRefusal, uploadSummary, type ImageRules } from './image-field.ts';
import { parseForm, type FieldErrors, type FormSchema } from './parse-form.ts';
import type { ImageField } from './use-image-field.ts';
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
  /** The form's image field and what it must hold before a save. */
  images: ImageField;
  imageRules: ImageRules;
}

export interface RecordForm<Values, Input> {
  values: Values;
  setValues(update: (previous: Values) => Values): void;
  set<K extends keyof Values>(key: K, value: Values[K]): void;
  fieldError(name: string): string | undefined;
  submit(event: FormEvent): void;
  /** Why the images stop the save (uploads running or failed, none or no cover), if they do. */
  refusal: string | null;
  uploading: boolean;
  isNew: boolean;
  save: RecordSave<Input>;
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
  imageRules,
}: RecordFormOptions<Values, Input, Saved>): RecordForm<Values, Input> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useRecordSave<Input, Saved>({
    save: (input) => saveRecord(item?._id ?? null, input),
    version: item?.version,
    title: recordName,
    onSaved,
    onReload,
    ...(describeError && { describeError }),
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = parseForm(schema, saveBody(values));
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const refused = imageRefusal(images.state, imageRules);
    if (refused) return setRefusal(refused);
    void save.submit(parsed.input);
  };

  return {
    values,
    setValues,
    set,
    fieldError: (name) => errors[name] ?? save.serverErrors[name],
    submit,
    refusal,
    uploading: uploadSummary(images.state.list.images).uploading,
    isNew: item === null,
    save,
  };
}
