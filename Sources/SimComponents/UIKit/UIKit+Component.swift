import SimCommands
import SimScene

extension Component {
  /// UIKit's content made by the app: labels, buttons and image views. Their kinds are open
  /// to the libraries whose views hold labels and images.
  public static let uikit = Component(
    name: "uikit", commands: UIKitContent.commands,
    kinds: [
      KindDeclaration(
        .label, describe: { scene, id in scene.uikitFields(id) }, open: true,
        classNames: ["UILabel"], restore: UIKitContent.restoreLabel),
      KindDeclaration(
        .image, describe: { scene, id in scene.uikitFields(id) }, open: true,
        classNames: ["UIImageView"], restore: UIKitContent.restoreImage),
      KindDeclaration(
        .button, describe: { scene, id in scene.uikitFields(id) },
        touches: { scene, id, touch in scene.buttonTouch(id, touch) },
        events: ["touchDown", "touchUpInside", "touchUpOutside"], open: true,
        classNames: ["UIButton"], restore: UIKitContent.restoreButton),
    ],
    drawings: [UIKitContent.labelDrawing, UIKitContent.buttonDrawing, UIKitContent.imageDrawing],
    storage: [.perNode(UIKitContent.storage)], eras: [UIKitContent.era])
}
