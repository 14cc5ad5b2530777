// libxml2 for Swift: the reader, the HTML parser and the error hooks Conbook uses.
#ifndef CONBOOK_CLIBXML2_SHIM_H
#define CONBOOK_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU; its headers then pull in system ICU, which clashes with
// Foundation's own ICU module. Conbook uses no ICU API of libxml2.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>

/// `xmlFree` is a global function pointer, which Swift 6 cannot touch safely: call it here.
static inline void conbook_xmlFree(void *pointer) { xmlFree(pointer); }

/// The libxml2 version the program runs with, e.g. 20914.
static inline int conbook_xmlParserVersion(void) { return LIBXML_VERSION; }

#endif
