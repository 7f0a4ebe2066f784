// JSON Schema from TypeScript types, read through the compiler's own type checker: what an answer
// type really is after generics, mapped types, `extends` and intersections are resolved. Named
// interfaces and type aliases become shared definitions (referenced with $ref), so the document
// names `Artwork` once however many answers carry one.

import ts from 'typescript';
import type { JsonSchema } from './answer-schemas-source.ts';

/** A type the document cannot describe (a function, a symbol, a bigint), with where it was met. */
export class UndescribableTypeError extends Error {
  constructor(where: string, what: string) {
    super(`${where}: ${what} cannot travel as JSON, so no JSON Schema describes it`);
    this.name = 'UndescribableTypeError';
  }
}

export interface TypeSchemaWriter {
  /** The schema of a type; `where` names it in errors (e.g. 'placeOrder answer'). */
  schemaOf(type: ts.Type, where: string): JsonSchema;
  /** Every named type met so far, by its name in the document. */
  readonly definitions: Record<string, JsonSchema>;
}

/**
 * Writes schemas over one program's checker. `refPrefix` is where the definitions will live
 * ('#/components/schemas/').
 */
export function createTypeSchemaWriter(
  checker: ts.TypeChecker,
  refPrefix: string,
): TypeSchemaWriter {
  const definitions: Record<string, JsonSchema> = {};
  /** The document name given to each named type, by the type itself. */
  const names = new Map<ts.Type, string>();

  function schemaOf(type: ts.Type, where: string): JsonSchema {
    const name = definitionName(type);
    if (name === null) return describe(type, where);
    let documented = names.get(type);
    if (documented === undefined) {
      documented = uniqueName(name);
      names.set(type, documented);
      definitions[documented] = {}; // reserved first, so a type that contains itself refers to it
      const schema = describe(type, `${where} (${documented})`);
      const description = documentation(type.aliasSymbol ?? type.getSymbol());
      definitions[documented] = description ? { description, ...schema } : schema;
    }
    return { $ref: `${refPrefix}${documented}` };
  }

  function uniqueName(name: string): string {
    let candidate = name;
    for (let suffix = 2; candidate in definitions; suffix++) candidate = `${name}${suffix}`;
    return candidate;
  }

  function describe(type: ts.Type, where: string): JsonSchema {
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral)
      return { const: checker.typeToString(type) === 'true' };
    if (flags & ts.TypeFlags.String || flags & ts.TypeFlags.TemplateLiteral) {
      return { type: 'string' };
    }
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isUnion()) return describeUnion(type, where);
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) {
      throw new UndescribableTypeError(where, 'undefined outside an optional property');
    }
    if (flags & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral | ts.TypeFlags.ESSymbolLike)) {
      throw new UndescribableTypeError(where, checker.typeToString(type));
    }
    if (checker.isTupleType(type)) {
      const items = checker
        .getTypeArguments(type as ts.TypeReference)
        .map((item, index) => schemaOf(item, `${where}[${index}]`));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? schemaOf(item, `${where}[]`) : {} };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return describeObject(type, where);
    throw new UndescribableTypeError(where, checker.typeToString(type));
  }

  function describeUnion(type: ts.UnionType, where: string): JsonSchema {
    const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
    if (members.length !== type.types.length && members.length === 0) {
      throw new UndescribableTypeError(where, 'undefined outside an optional property');
    }
    const literals: (string | number | boolean | null)[] = [];
    const others: JsonSchema[] = [];
    let hasTrue = false;
    let hasFalse = false;
    for (const member of members) {
      const schema = describe(member, where);
      if (member.flags & ts.TypeFlags.BooleanLiteral) {
        if (schema['const'] === true) hasTrue = true;
        else hasFalse = true;
        continue;
      }
      if ('const' in schema) literals.push(schema['const'] as string | number);
      else if (member.flags & ts.TypeFlags.Null) literals.push(null);
      else others.push(schemaOf(member, where));
    }
    if (hasTrue && hasFalse) others.push({ type: 'boolean' });
    else if (hasTrue || hasFalse) literals.push(hasTrue);
    const variants = [...others];
    const onlyNull = literals.length === 1 && literals[0] === null;
    if (onlyNull && others.length > 0) variants.push({ type: 'null' });
    else if (literals.length === 1) variants.push({ const: literals[0] });
    else if (literals.length > 1) variants.push({ enum: literals });
    if (variants.length === 1) return variants[0]!;
    // `string | null` reads better as one type list than as two alternatives.
    const plain = variants.every(
      (variant) => Object.keys(variant).length === 1 && typeof variant['type'] === 'string',
    );
    if (plain) return { type: variants.map((variant) => variant['type']) };
    return { anyOf: variants };
  }

  function describeObject(type: ts.Type, where: string): JsonSchema {
    if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) {
      throw new UndescribableTypeError(where, `the function ${checker.typeToString(type)}`);
    }
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const name = property.getName();
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getTypeOfSymbol(property);
      // JSON leaves out a field that is undefined: optional, whatever the declaration says.
      const optional =
        (property.flags & ts.SymbolFlags.Optional) !== 0 || mayBeUndefined(propertyType);
      const schema = schemaOf(propertyType, `${where}.${name}`);
      const description = documentation(property);
      properties[name] = description ? withDescription(schema, description) : schema;
      if (!optional) required.push(name);
    }
    const stringIndex = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    const schema: JsonSchema = { type: 'object' };
    if (Object.keys(properties).length > 0) schema['properties'] = properties;
    if (required.length > 0) schema['required'] = required;
    schema['additionalProperties'] = stringIndex
      ? schemaOf(stringIndex.type, `${where}[key]`)
      : false;
    return schema;
  }

  /**
   * The document name of a named type: an interface, or a type alias used without type
   * arguments, declared in the project (not a library's). Anonymous and generic types are
   * written out where they are used.
   */
  function definitionName(type: ts.Type): string | null {
    const alias = type.aliasSymbol;
    if (alias) {
      if (type.aliasTypeArguments?.length) return null;
      return ownDeclaration(alias) ? alias.getName() : null;
    }
    const symbol = type.getSymbol();
    if (!symbol || !(type.flags & ts.TypeFlags.Object)) return null;
    const objectFlags = (type as ts.ObjectType).objectFlags;
    const isInterface = (objectFlags & ts.ObjectFlags.Interface) !== 0;
    const isGenericReference =
      (objectFlags & ts.ObjectFlags.Reference) !== 0 &&
      checker.getTypeArguments(type as ts.TypeReference).length > 0;
    if (!isInterface || isGenericReference) return null;
    return ownDeclaration(symbol) ? symbol.getName() : null;
  }

  function documentation(symbol: ts.Symbol | undefined): string {
    if (!symbol) return '';
    return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  }

  return { schemaOf, definitions };
}

function mayBeUndefined(type: ts.Type): boolean {
  return type.isUnion() && type.types.some((member) => member.flags & ts.TypeFlags.Undefined);
}

function ownDeclaration(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) => !declaration.getSourceFile().fileName.includes('/node_modules/'),
  );
}

function withDescription(schema: JsonSchema, description: string): JsonSchema {
  return { description, ...schema };
}
