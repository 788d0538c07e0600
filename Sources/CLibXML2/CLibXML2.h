// libxml2 for the Feeds target: the SAX2 push parser, plus small inline helpers for the parts
// Swift cannot express directly (setting up the handler's magic number, freeing detached entities).
#ifndef CLIBXML2_H
#define CLIBXML2_H

// Debian builds libxml2 with ICU, and its encoding.h then includes the system ICU headers, which
// clash with the ICU module Foundation ships ("UErrorCode has different definitions"). We never
// touch the ICU-only fields (xmlCharEncodingHandler is only used through pointers), so hide them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <string.h>

/// A zeroed SAX2 handler (initialized = XML_SAX2_MAGIC) so only the callbacks we set are used.
static inline void clibxml2_init_sax2(xmlSAXHandler *handler) {
    memset(handler, 0, sizeof(xmlSAXHandler));
    handler->initialized = XML_SAX2_MAGIC;
}

/// An entity not attached to any document whose content libxml2 inlines as plain characters.
/// Marked predefined so the parser never re-parses it as markup nor loads anything for it.
static inline xmlEntityPtr clibxml2_new_text_entity(const char *name, const char *content) {
    xmlEntityPtr entity = xmlNewEntity(NULL, (const xmlChar *)name, XML_INTERNAL_PREDEFINED_ENTITY,
                                       NULL, NULL, (const xmlChar *)content);
    return entity;
}

/// Frees an entity made by clibxml2_new_text_entity (libxml2 exports no destructor for detached ones).
static inline void clibxml2_free_text_entity(xmlEntityPtr entity) {
    if (entity == NULL) return;
    if (entity->name) xmlFree((xmlChar *)entity->name);
    if (entity->content) xmlFree(entity->content);
    if (entity->orig) xmlFree(entity->orig);
    if (entity->ExternalID) xmlFree((xmlChar *)entity->ExternalID);
    if (entity->SystemID) xmlFree((xmlChar *)entity->SystemID);
    if (entity->URI) xmlFree((xmlChar *)entity->URI);
    xmlFree(entity);
}

/// The parser's current line (for errors raised by our own callbacks).
static inline int clibxml2_line(xmlParserCtxtPtr ctxt) {
    return (ctxt && ctxt->input) ? ctxt->input->line : 0;
}

/// The parser's current column.
static inline int clibxml2_column(xmlParserCtxtPtr ctxt) {
    return (ctxt && ctxt->input) ? ctxt->input->col : 0;
}

/// The handlers libxml2 reports to when an error has no parser context (encoding, I/O, memory).
typedef struct {
    xmlStructuredErrorFunc structured;
    void *structuredContext;
    xmlGenericErrorFunc generic;
    void *genericContext;
} clibxml2_error_handlers;

static void clibxml2_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// For the calling thread (libxml2 keeps these per thread): errors without a parser context go to
/// `sink` with `context`, and the generic handler, which prints to stderr, prints nothing. Returns
/// the handlers to put back with clibxml2_restore_error_handlers.
static inline clibxml2_error_handlers clibxml2_route_error_handlers(void *context, xmlStructuredErrorFunc sink) {
    clibxml2_error_handlers saved = { xmlStructuredError, xmlStructuredErrorContext, xmlGenericError, xmlGenericErrorContext };
    xmlSetStructuredErrorFunc(context, sink);
    xmlSetGenericErrorFunc(NULL, clibxml2_ignore_generic_error);
    return saved;
}

static inline void clibxml2_restore_error_handlers(clibxml2_error_handlers saved) {
    xmlSetStructuredErrorFunc(saved.structuredContext, saved.structured);
    xmlSetGenericErrorFunc(saved.genericContext, saved.generic);
}

/// The line and column (in characters) just after the input libxml2 holds but has not parsed yet:
/// where the next bytes given to it would start.
static inline void clibxml2_end_position(xmlParserCtxtPtr ctxt, int *line, int *column) {
    *line = clibxml2_line(ctxt);
    *column = clibxml2_column(ctxt);
    if (ctxt == NULL || ctxt->input == NULL || ctxt->input->cur == NULL || ctxt->input->end == NULL) return;
    for (const xmlChar *p = ctxt->input->cur; p < ctxt->input->end; p++) {
        if (*p == '\n') { *line += 1; *column = 1; }
        else if ((*p & 0xC0) != 0x80) { *column += 1; }
    }
}

#endif
