import ArgumentParser
import ConbookCore
import ConbookModuleKit
import Foundation

/// The library opened and the convention a run uses chosen, with its time zone; what every
/// subcommand that works on a convention starts from.
@MainActor
struct OpenedConvention {
    let library: ConventionLibrary
    let chosen: ChosenConvention
    let zone: ZonePreference
    /// What the user is told first (e.g. an unreadable store was moved aside).
    let warning: String?

    /// Opens the library under the options' data directory and chooses the convention, remembering
    /// a zone choice given. Failures are written to the standard error.
    /// - Throws: `ExitCode` 64 for a name that names no stored convention (or several), 1 when the
    ///   store cannot be used.
    static func open(_ options: ConventionOptions, environment: [String: String]) throws -> OpenedConvention {
        try reportingFailures {
            let opened = try ConventionLibrary.open(
                root: options.storeRoot(environment: environment), texts: options.texts(environment: environment))
            // What describes a source goes with --source (`conbook check` takes its source apart).
            if options.source == nil, options.sourceKind != nil {
                throw ValidationError(options.texts(environment: environment)(.sourceKindWithoutSource))
            }
            if options.source == nil, options.people != nil {
                throw ValidationError(options.texts(environment: environment)(.peopleWithoutSource))
            }
            let chosen = try opened.library.choose(
                sourceArgument: options.source, kind: options.sourceKind ?? .detect, peopleArgument: options.people,
                convention: options.convention)
            if let zoneChoice = options.zoneChoice {
                try opened.library.setZonePreference(zoneChoice, for: chosen.name)
            }
            let zone = try opened.library.zonePreference(for: chosen.name)
            return OpenedConvention(library: opened.library, chosen: chosen, zone: zone, warning: opened.warning)
        }
    }

    /// Runs work on the library, writing a failure to the standard error as the exit status it
    /// means: 64 for a name that names no stored convention (or several), 1 otherwise; a
    /// `ValidationError` goes to the argument parser as it is.
    static func reportingFailures<Result>(_ work: () throws -> Result) throws -> Result {
        do {
            return try work()
        } catch let error as ValidationError {
            throw error
        } catch let error as ConventionNameError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(ExitCode.validationFailure.rawValue)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
