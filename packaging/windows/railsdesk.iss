; Inno Setup script: a per-user installer for Windows (no administrator rights needed).
;
;   pyinstaller --noconfirm --clean packaging\railsdesk.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\railsdesk.iss
;
; Takes the bundle dist\railsdesk\ (railsdesk.exe for the window, railsdesk-cli.exe for the
; terminal) and writes dist\railsdesk-VERSION-windows-x64-setup.exe. Installs into
; %LOCALAPPDATA%\Programs\railsdesk, adds a start-menu entry (and a desktop icon on request), and
; opens railsdesk saves (*.rdsave) with railsdesk on a double-click. Paths are relative to this
; file. Inno Setup 6.3 or newer (x64compatible).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "railsdesk"
#define AppExe "railsdesk.exe"
#define SaveExt ".rdsave"
#define SaveProgId "railsdesk.save"

[Setup]
AppId={{5B0E7C1A-3D64-4E8B-9C1F-2A7D18F0C6B3}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=railsdesk
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; per user: {autopf} is %LOCALAPPDATA%\Programs, registry entries go to HKEY_CURRENT_USER
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SourceDir=..\..
OutputDir=dist
OutputBaseFilename={#AppName}-{#AppVersion}-windows-x64-setup
SetupIconFile=build\railsdesk\generated\icons\railsdesk.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\railsdesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; the previous version's files: the bundle is replaced as a whole
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; the file type of saves; HKA is HKEY_CURRENT_USER for a per-user installation
Root: HKA; Subkey: "Software\Classes\{#SaveExt}"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveExt}\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "railsdesk game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#SaveExt}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
