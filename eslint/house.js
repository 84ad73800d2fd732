/**
 * The house's own lint rules (see docs/architecture.md, "Entities across modules"): another module's entity
 * classes are types, read and written through that module's service. Both rules are type-aware (they follow
 * re-exports to the class and look for its @Entity decorator).
 */
import path from 'node:path';
import ts from 'typescript';

/** The typed parser's services (typescript-eslint with projectService), or a clear failure. */
function servicesOf(context) {
  const services = context.sourceCode.parserServices;
  if (!services?.program) throw new Error('house rules need type information (parserOptions.projectService)');
  return services;
}
const MODULES = `${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;

/** The module folder a file belongs to (api/src/modules/<name>/...), if any. */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  return at < 0 ? undefined : file.slice(at + MODULES.length).split(path.sep)[0];
}

/** Whether a TypeScript node names (through any re-export) a class decorated with @Entity. */
function isEntityClass(checker, tsNode) {
  let symbol = checker.getSymbolAtLocation(tsNode);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return isEntitySymbol(symbol);
}

function isEntitySymbol(symbol) {
  return (symbol?.declarations ?? []).some(
    (d) =>
      ts.isClassDeclaration(d) &&
      (ts.getDecorators(d) ?? []).some(
        (dec) =>
          ts.isCallExpression(dec.expression) &&
          ts.isIdentifier(dec.expression.expression) &&
          dec.expression.expression.text === 'Entity',
      ),
  );
}

const indexExportsEntitiesAsTypes = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A module's index.ts exports its entity classes as types only (export type), but for the allowed GraphQL types.",
    },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      entity:
        '{{name}} is an entity class: export it as a type (`export type`) and give other modules a service method instead. Only the GraphQL object types in the allow-list ({{allowed}}) may be exported as values.',
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? [];
    const services = servicesOf(context);
    const checker = services.program.getTypeChecker();
    const allowed = new Set(allow);
    const report = (node, name) =>
      context.report({ node, messageId: 'entity', data: { name, allowed: [...allowed].join(', ') || 'none' } });
    return {
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.exportKind === 'type') continue;
          const name = spec.exported.type === 'Identifier' ? spec.exported.name : String(spec.exported.value);
          const tsSpec = services.esTreeNodeToTSNodeMap.get(spec);
          if (!allowed.has(name) && isEntityClass(checker, tsSpec.propertyName ?? tsSpec.name)) report(spec, name);
        }
      },
      ExportAllDeclaration(node) {
        if (node.exportKind === 'type') return;
        const target = checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(node).moduleSpecifier);
        if (!target) return;
        for (const symbol of checker.getExportsOfModule(target)) {
          const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          if (!allowed.has(symbol.name) && isEntitySymbol(resolved)) report(node, symbol.name);
        }
      },
    };
  },
};

const foreignEntitiesInDecoratorsOnly = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Another module's entity class is named in types and GraphQL decorators only: never queried, created or otherwise used as a value.",
    },
    schema: [],
    messages: {
      value:
        "{{name}} is an entity of the {{owner}} module: read and write it through that module's service; name it only in types or GraphQL decorators.",
    },
  },
  create(context) {
    const own = moduleOf(context.filename);
    if (!own) return {};
    const services = servicesOf(context);
    const checker = services.program.getTypeChecker();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string' || !node.source.value.startsWith('.'))
          return;
        const owner = moduleOf(path.resolve(path.dirname(context.filename), node.source.value));
        if (!owner || owner === own) return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue;
          if (!isEntityClass(checker, services.esTreeNodeToTSNodeMap.get(spec).name)) continue;
          for (const variable of context.sourceCode.getDeclaredVariables(spec)) {
            for (const ref of variable.references) {
              if (!ref.isValueReference) continue;
              let inDecorator = false;
              for (let n = ref.identifier.parent; n && !inDecorator; n = n.parent) inDecorator = n.type === 'Decorator';
              if (!inDecorator)
                context.report({ node: ref.identifier, messageId: 'value', data: { name: spec.local.name, owner } });
            }
          }
        }
      },
    };
  },
};

export default {
  meta: { name: 'house' },
  rules: {
    'index-exports-entities-as-types': indexExportsEntitiesAsTypes,
    'foreign-entities-in-decorators-only': foreignEntitiesInDecoratorsOnly,
  },
};
