/**
 * The official JSON Resume schema (npm @jsonresume/schema, schema 1.0.0) as a validator, for the
 * unit and browser tests. The schema is JSON Schema draft-07, which Ajv's default class reads;
 * its "uri" and "email" formats come from ajv-formats (Ajv 8 checks no format by itself).
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import schema from "@jsonresume/schema/schema.json";

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/** Every way a document breaks the schema, one line each ("/work/0/startDate must match …"). */
export function jsonResumeProblems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
}
