import { useCallback, useEffect, useState, type RefObject } from "react";
import type { ContactField } from "../config/contact-form";
import { fieldValues } from "./contact-fields";

/**
 * How many characters each field of the form holds: measured once hydrated (text typed before,
 * or carried over a language switch), then each time `measure` is called (on input, after a send).
 */
export function useFieldLengths(formRef: RefObject<HTMLFormElement>) {
  const [lengths, setLengths] = useState<Partial<Record<ContactField, number>>>({});
  const measure = useCallback(() => {
    const values = Object.entries(fieldValues(formRef.current!));
    setLengths(Object.fromEntries(values.map(([field, value]) => [field, value.length])));
  }, [formRef]);
  useEffect(measure, [measure]);
  return { lengths, measure };
}
