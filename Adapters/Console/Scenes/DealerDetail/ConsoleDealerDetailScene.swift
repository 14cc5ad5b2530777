import ConbookCore
public import ConbookDealerDetail
import ConbookModuleKit

/// One dealer in full on the console: names, what they sell, their days and den, where their table
/// is (`map` shows it), their pictures, and their texts with the links numbered under them.
@MainActor
public final class ConsoleDealerDetailScene: DealerDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case dealer(DealerDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any DealerDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any DealerDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.dealerDetailSceneDidLoad() }
    }

    public func show(_ viewModel: DealerDetailViewModel) {
        content = .dealer(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.dealerDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        switch content {
        case .loading:
            [screen.style.bold(texts(.dealerTitle)), texts(.loading)]
        case .unavailable(let message):
            [screen.style.bold(texts(.dealerUnavailable))] + screen.wrapper.wrap(message)
                + [screen.style.dim(texts(.backReturnsToList))]
        case .dealer(let dealer):
            render(dealer)
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleDealerDetailTexts

    public nonisolated static let place = Texts.Key.placeDealer

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleDealerDetailScene>] = [
        .plain("map", explanation: .helpDealerMap) { scene throws(ConsoleCommandError) in
            guard case .dealer(let dealer) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard dealer.mapName != nil else { throw .noMapLocation(of: scene.texts(.mapWhatDealerTable)) }
            delegate.dealerDetailSceneDidSelectLocation()
        },
        .numbered("open", explanation: .helpDealerOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .dealer(let dealer) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.dealerDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: dealer.links))
        },
    ]

    private func render(_ dealer: DealerDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(dealer.name))
        if let alternateName = dealer.alternateName {
            lines += screen.wrapper.wrap(style.dim(alternateName))
        }
        if let shortDescription = dealer.shortDescription {
            lines += screen.wrapper.wrap(shortDescription)
        }
        var facts: [(label: String, value: String)] = []
        if !dealer.categories.isEmpty { facts.append((texts(.dealerCategories), dealer.categories.joined(separator: ", "))) }
        if !dealer.keywords.isEmpty { facts.append((texts(.dealerKeywords), dealer.keywords.joined(separator: " · "))) }
        facts.append((texts(.dealerDays), dealer.attendance))
        if let den = dealer.afterDarkDen { facts.append((texts(.dealerDen), den)) }
        facts.append(
            (
                texts(.dealerOnTheMap), dealer.mapName.map { texts(.dealerMapShows, ["map": $0]) } ?? texts(.dealerNotOnMap)
            ))
        lines += [""] + ConsoleFactList.lines(facts, on: screen)
        let pictures = pictureLines(dealer)
        if !pictures.isEmpty {
            lines += [""] + pictures
        }
        let text = Self.text(of: dealer, texts)
        if !text.blocks.isEmpty {
            lines +=
                [""]
                + ConsoleRichTextRenderer(
                    width: screen.width, style: style, linkNumbers: ConsoleLinkList.numbers(of: dealer.links)
                ).render(text)
        }
        lines += ConsoleLinkList.lines(dealer.links, on: screen)
        let map = dealer.mapName == nil ? "" : texts(.dealerHintMap)
        return lines + ["", style.dim(map + ConsoleLinkList.hint(dealer.links, texts: texts.shared) + texts(.backReturnsToList))]
    }

    private func pictureLines(_ dealer: DealerDetailViewModel) -> [String] {
        var lines =
            dealer.artistPicture.map { ConsoleScenePicture.lines(of: $0, titled: texts(.dealerArtistPicture), on: screen) }
            ?? []
        if let preview = dealer.artPreview {
            lines += ConsoleScenePicture.lines(of: preview, titled: texts(.dealerArtPreview), on: screen)
            if let caption = dealer.artPreviewCaption {
                lines += screen.wrapper.wrap(screen.style.dim(caption), prefix: "  ")
            }
        } else if let caption = dealer.artPreviewCaption {
            lines += screen.wrapper.wrap(texts(.dealerArtPreviewCaption, ["caption": caption]), indent: "  ")
        }
        return lines
    }

    /// Both about texts under headings.
    private static func text(of dealer: DealerDetailViewModel, _ texts: Words) -> RichText {
        var blocks: [RichTextBlock] = []
        for (heading, text) in [(texts(.dealerAboutArtist), dealer.aboutTheArtist), (texts(.dealerAboutArt), dealer.aboutTheArt)]
        {
            guard let text else { continue }
            blocks += [.heading(level: 2, [.text(heading)])] + text.blocks
        }
        return RichText(blocks)
    }
}

extension ConsoleSceneFactory: DealerDetailSceneFactory {
    public func makeDealerDetailScene() -> ConsoleDealerDetailScene {
        ConsoleDealerDetailScene(screen: screen)
    }
}
