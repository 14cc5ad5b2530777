/// The modules' texts in German (informal „du“).
enum GermanModuleTexts {
    static let templates: [ModuleText: String] = [
        // Shared wording (ModuleKit)
        .listTwoOrMore: "{first} und {last}",
        .listTwoOrMoreAlternatives: "{first} oder {last}",
        .byteCountBytes: "{count} {count:Byte|Bytes}",
        .clashNote: "überschneidet sich mit {names}",
        .clashLine: "Überschneidet sich mit {title} ({times}, {room})",
        .overlapLine: "Überlappt {title} ({times}, {room}), das zurücksteht: diese hat hohe Priorität",
        // Section titles (Director)
        .sectionNews: "Neuigkeiten",
        .sectionAnnouncements: "Ankündigungen",
        .sectionSchedule: "Programm",
        .sectionChanges: "Änderungen",
        .sectionDealers: "Händler",
        .sectionMaps: "Karten",
        .sectionKnowledge: "Wissen",
        .sectionMessages: "Nachrichten",
    ]
}
