/*
 * Reads an iCalendar file with libical (Debian's libical-dev) and prints what it reads as one
 * JSON object: the events (UID, start and end in seconds since the epoch, or null when libical
 * names no instant), the instances of recurring events between 1970 and 2100 (at most 100,000),
 * and how many errors libical noted (X-LIC-ERROR properties). For comparing Conbook's own
 * iCalendar reader with libical; see ICALENDAR-CHOICE notes. Not part of the package.
 *
 * Build: cc -O1 -o libical_compare libical_compare.c $(pkg-config --cflags --libs libical)
 * Usage: libical_compare FILE   (LIBICAL_NO_EXPAND=1: no recurrence instances, parsing alone)
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long instances;

static void print_string(const char *text) {
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)(text ? text : ""); *c; c++) {
        if (*c == '"' || *c == '\\') printf("\\%c", *c);
        else if (*c < 0x20) printf("\\u%04x", *c);
        else putchar(*c);
    }
    putchar('"');
}

static void print_time(struct icaltimetype time) {
    if (icaltime_is_null_time(time) || icaltime_is_date(time)) { printf("null"); return; }
    if (!icaltime_is_utc(time) && time.zone == NULL) { printf("null"); return; }
    printf("%lld", (long long)icaltime_as_timet_with_zone(time, time.zone ? time.zone : icaltimezone_get_utc_timezone()));
}

static void instance(icalcomponent *comp, struct icaltime_span *span, void *data) {
    (void)comp;
    (void)data;
    if (instances < 100000) printf("%s%lld", instances == 0 ? "" : ",", (long long)span->start);
    instances++;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s FILE\n", argv[0]); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (!text || fread(text, 1, (size_t)size, file) != (size_t)size) { fprintf(stderr, "cannot read\n"); return 2; }
    text[size] = 0;
    fclose(file);

    icalerror_set_errors_are_fatal(0);
    icalcomponent *calendar = icalparser_parse_string(text);
    if (!calendar) { printf("{\"parsed\": false}\n"); return 0; }
    printf("{\"parsed\": true, \"errors\": %d, \"events\": [", icalcomponent_count_errors(calendar));
    icalcomponent *event = icalcomponent_isa(calendar) == ICAL_VEVENT_COMPONENT
        ? calendar : icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT);
    int first = 1;
    struct icaltimetype from = icaltime_from_string("19700101T000000Z");
    struct icaltimetype to = icaltime_from_string("21000101T000000Z");
    for (; event; event = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)) {
        printf("%s\n{\"uid\": ", first ? "" : ",");
        first = 0;
        print_string(icalcomponent_get_uid(event));
        printf(", \"summary\": ");
        print_string(icalcomponent_get_summary(event));
        printf(", \"start\": ");
        print_time(icalcomponent_get_dtstart(event));
        printf(", \"end\": ");
        print_time(icalcomponent_get_dtend(event));
        if (!getenv("LIBICAL_NO_EXPAND") && (icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY)
            || icalcomponent_get_first_property(event, ICAL_RDATE_PROPERTY))) {
            instances = 0;
            printf(", \"instances\": [");
            icalcomponent_foreach_recurrence(event, from, to, instance, NULL);
            printf("], \"instanceCount\": %ld", instances);
        }
        printf("}");
        if (calendar == event) break;
    }
    printf("]}\n");
    icalcomponent_free(calendar);
    free(text);
    return 0;
}
