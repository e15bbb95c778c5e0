# fish completion for gpuq. Generated from gpuq's command definitions by
# `gpuq __generate-docs`: do not edit; run scripts/regen-docs.sh.
# Install: copy to /usr/share/fish/vendor_completions.d/gpuq.fish

set -g __gpuq_value_flags 'gpuq|-p' 'gpuq|--project' 'gpuq|--context' 'gpuq simulate|-o' 'gpuq simulate|--output' 'gpuq simulate|--cycles' 'gpuq simulate|-p' 'gpuq simulate|--project' 'gpuq simulate|--context' 'gpuq daemon|--config' 'gpuq daemon|--state-dir' 'gpuq daemon|--socket' 'gpuq daemon|--listen' 'gpuq daemon|--gpus' 'gpuq daemon|-p' 'gpuq daemon|--project' 'gpuq daemon|--context' 'gpuq daemon token|--config' 'gpuq daemon token|--state-dir' 'gpuq daemon token|--socket' 'gpuq daemon token|--listen' 'gpuq daemon token|--gpus' 'gpuq daemon token|-p' 'gpuq daemon token|--project' 'gpuq daemon token|--context' 'gpuq daemon token create|--user' 'gpuq daemon token create|--socket' 'gpuq daemon token create|--config' 'gpuq daemon token create|--state-dir' 'gpuq daemon token create|--listen' 'gpuq daemon token create|--gpus' 'gpuq daemon token create|-p' 'gpuq daemon token create|--project' 'gpuq daemon token create|--context' 'gpuq daemon token list|--socket' 'gpuq daemon token list|--config' 'gpuq daemon token list|--state-dir' 'gpuq daemon token list|--listen' 'gpuq daemon token list|--gpus' 'gpuq daemon token list|-p' 'gpuq daemon token list|--project' 'gpuq daemon token list|--context' 'gpuq daemon token revoke|--socket' 'gpuq daemon token revoke|--config' 'gpuq daemon token revoke|--state-dir' 'gpuq daemon token revoke|--listen' 'gpuq daemon token revoke|--gpus' 'gpuq daemon token revoke|-p' 'gpuq daemon token revoke|--project' 'gpuq daemon token revoke|--context' 'gpuq project|-p' 'gpuq project|--project' 'gpuq project|--context' 'gpuq project list|-o' 'gpuq project list|--output' 'gpuq project list|-p' 'gpuq project list|--project' 'gpuq project list|--context' 'gpuq project describe|-o' 'gpuq project describe|--output' 'gpuq project describe|-p' 'gpuq project describe|--project' 'gpuq project describe|--context' 'gpuq project create|--gpu-quota' 'gpuq project create|--deserved-gpus' 'gpuq project create|--gpu-limit' 'gpuq project create|--max-allowed-gpus' 'gpuq project create|--over-quota-weight' 'gpuq project create|--gpu-over-quota-weight' 'gpuq project create|--cpu-quota' 'gpuq project create|--deserved-cpu' 'gpuq project create|--cpu-limit' 'gpuq project create|--memory-quota' 'gpuq project create|--deserved-memory' 'gpuq project create|--memory-limit' 'gpuq project create|--node-pool-name' 'gpuq project create|--node-pool' 'gpuq project create|--parent' 'gpuq project create|--department' 'gpuq project create|--priority' 'gpuq project create|--description' 'gpuq project create|-o' 'gpuq project create|--output' 'gpuq project create|-p' 'gpuq project create|--project' 'gpuq project create|--context' 'gpuq project update|--gpu-quota' 'gpuq project update|--deserved-gpus' 'gpuq project update|--gpu-limit' 'gpuq project update|--max-allowed-gpus' 'gpuq project update|--over-quota-weight' 'gpuq project update|--gpu-over-quota-weight' 'gpuq project update|--cpu-quota' 'gpuq project update|--deserved-cpu' 'gpuq project update|--cpu-limit' 'gpuq project update|--memory-quota' 'gpuq project update|--deserved-memory' 'gpuq project update|--memory-limit' 'gpuq project update|--node-pool-name' 'gpuq project update|--node-pool' 'gpuq project update|--parent' 'gpuq project update|--department' 'gpuq project update|--priority' 'gpuq project update|--description' 'gpuq project update|-o' 'gpuq project update|--output' 'gpuq project update|-p' 'gpuq project update|--project' 'gpuq project update|--context' 'gpuq project delete|-p' 'gpuq project delete|--project' 'gpuq project delete|--context' 'gpuq project set|-p' 'gpuq project set|--project' 'gpuq project set|--context' 'gpuq department|-p' 'gpuq department|--project' 'gpuq department|--context' 'gpuq department list|-o' 'gpuq department list|--output' 'gpuq department list|-p' 'gpuq department list|--project' 'gpuq department list|--context' 'gpuq department describe|-o' 'gpuq department describe|--output' 'gpuq department describe|-p' 'gpuq department describe|--project' 'gpuq department describe|--context' 'gpuq department create|--gpu-quota' 'gpuq department create|--deserved-gpus' 'gpuq department create|--gpu-limit' 'gpuq department create|--max-allowed-gpus' 'gpuq department create|--over-quota-weight' 'gpuq department create|--gpu-over-quota-weight' 'gpuq department create|--cpu-quota' 'gpuq department create|--deserved-cpu' 'gpuq department create|--cpu-limit' 'gpuq department create|--memory-quota' 'gpuq department create|--deserved-memory' 'gpuq department create|--memory-limit' 'gpuq department create|--node-pool-name' 'gpuq department create|--node-pool' 'gpuq department create|--priority' 'gpuq department create|--description' 'gpuq department create|-o' 'gpuq department create|--output' 'gpuq department create|-p' 'gpuq department create|--project' 'gpuq department create|--context' 'gpuq department update|--gpu-quota' 'gpuq department update|--deserved-gpus' 'gpuq department update|--gpu-limit' 'gpuq department update|--max-allowed-gpus' 'gpuq department update|--over-quota-weight' 'gpuq department update|--gpu-over-quota-weight' 'gpuq department update|--cpu-quota' 'gpuq department update|--deserved-cpu' 'gpuq department update|--cpu-limit' 'gpuq department update|--memory-quota' 'gpuq department update|--deserved-memory' 'gpuq department update|--memory-limit' 'gpuq department update|--node-pool-name' 'gpuq department update|--node-pool' 'gpuq department update|--priority' 'gpuq department update|--description' 'gpuq department update|-o' 'gpuq department update|--output' 'gpuq department update|-p' 'gpuq department update|--project' 'gpuq department update|--context' 'gpuq department delete|-p' 'gpuq department delete|--project' 'gpuq department delete|--context' 'gpuq node|-p' 'gpuq node|--project' 'gpuq node|--context' 'gpuq node list|-o' 'gpuq node list|--output' 'gpuq node list|-p' 'gpuq node list|--project' 'gpuq node list|--context' 'gpuq nodepool|-p' 'gpuq nodepool|--project' 'gpuq nodepool|--context' 'gpuq nodepool list|-o' 'gpuq nodepool list|--output' 'gpuq nodepool list|-p' 'gpuq nodepool list|--project' 'gpuq nodepool list|--context' 'gpuq top|-p' 'gpuq top|--project' 'gpuq top|--context' 'gpuq top node|-o' 'gpuq top node|--output' 'gpuq top node|-p' 'gpuq top node|--project' 'gpuq top node|--context' 'gpuq config|-p' 'gpuq config|--project' 'gpuq config|--context' 'gpuq config view|-o' 'gpuq config view|--output' 'gpuq config view|-p' 'gpuq config view|--project' 'gpuq config view|--context' 'gpuq config get-contexts|-o' 'gpuq config get-contexts|--output' 'gpuq config get-contexts|-p' 'gpuq config get-contexts|--project' 'gpuq config get-contexts|--context' 'gpuq config set-context|--server' 'gpuq config set-context|--token-file' 'gpuq config set-context|-p' 'gpuq config set-context|--project' 'gpuq config set-context|--profile' 'gpuq config set-context|--context' 'gpuq config use-context|-p' 'gpuq config use-context|--project' 'gpuq config use-context|--context' 'gpuq login|--token-file' 'gpuq login|--server' 'gpuq login|--context' 'gpuq login|-p' 'gpuq login|--project' 'gpuq version|-o' 'gpuq version|--output' 'gpuq version|-p' 'gpuq version|--project' 'gpuq version|--context' 'gpuq completion|-p' 'gpuq completion|--project' 'gpuq completion|--context' 'gpuq __complete|-p' 'gpuq __complete|--project' 'gpuq __complete|--context' 'gpuq __generate-docs|-p' 'gpuq __generate-docs|--project' 'gpuq __generate-docs|--context'

function __gpuq_canon
    switch $argv[1]
        case 'gpuq|simulate'
            echo simulate
        case 'gpuq|daemon'
            echo daemon
        case 'gpuq|project'
            echo project
        case 'gpuq|department'
            echo department
        case 'gpuq|node'
            echo node
        case 'gpuq|nodepool'
            echo nodepool
        case 'gpuq|top'
            echo top
        case 'gpuq|config'
            echo config
        case 'gpuq|login'
            echo login
        case 'gpuq|version'
            echo version
        case 'gpuq|completion'
            echo completion
        case 'gpuq|__complete'
            echo __complete
        case 'gpuq|__generate-docs'
            echo __generate-docs
        case 'gpuq daemon|token'
            echo token
        case 'gpuq daemon token|create'
            echo create
        case 'gpuq daemon token|list'
            echo list
        case 'gpuq daemon token|revoke'
            echo revoke
        case 'gpuq project|list'
            echo list
        case 'gpuq project|ls'
            echo list
        case 'gpuq project|describe'
            echo describe
        case 'gpuq project|create'
            echo create
        case 'gpuq project|update'
            echo update
        case 'gpuq project|delete'
            echo delete
        case 'gpuq project|set'
            echo set
        case 'gpuq department|list'
            echo list
        case 'gpuq department|ls'
            echo list
        case 'gpuq department|describe'
            echo describe
        case 'gpuq department|create'
            echo create
        case 'gpuq department|update'
            echo update
        case 'gpuq department|delete'
            echo delete
        case 'gpuq node|list'
            echo list
        case 'gpuq node|ls'
            echo list
        case 'gpuq nodepool|list'
            echo list
        case 'gpuq nodepool|ls'
            echo list
        case 'gpuq top|node'
            echo node
        case 'gpuq top|nodes'
            echo node
        case 'gpuq config|view'
            echo view
        case 'gpuq config|get-contexts'
            echo get-contexts
        case 'gpuq config|set-context'
            echo set-context
        case 'gpuq config|use-context'
            echo use-context
    end
end

# The command the words typed so far reach ("gpuq project create"), cached
# for the line being completed.
function __gpuq_at
    set -l words (commandline -opc)
    set -l line "$words"
    if test "$line" = "$__gpuq_line"
        echo $__gpuq_at_cached
        return
    end
    set -l at gpuq
    set -l pending 0
    set -l n 0
    for w in $words[2..-1]
        if test $pending = 1
            set pending 0
            continue
        end
        if test "$w" = --
            break
        end
        if string match -q -- '-*' $w
            if contains -- "$at|$w" $__gpuq_value_flags
                set pending 1
            end
            continue
        end
        set -l next (__gpuq_canon "$at|$w")
        if test $n = 0 -a -n "$next"
            set at "$at $next"
        else
            set n (math $n + 1)
        end
    end
    set -g __gpuq_line $line
    set -g __gpuq_at_cached $at
    echo $at
end

function __gpuq_is
    test (__gpuq_at) = "$argv[1]"
end

# Names the daemon knows, asked with the --context/--server/-p typed so far.
function __gpuq_live
    set -l words (commandline -opc)
    set -l conn
    set -l i 2
    while test $i -lt (count $words)
        switch $words[$i]
            case --context --server -p --project
                set conn $conn $words[$i] $words[(math $i + 1)]
        end
        set i (math $i + 1)
    end
    $words[1] __complete $argv[1] $conn 2>/dev/null
end

complete -c gpuq -f

complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'simulate' -d 'Run scenario files through the placement core (no daemon) and print decisions'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'daemon' -d 'Run the scheduler daemon in the foreground (GPUs, projects, workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'project' -d 'Projects: who may use how many GPUs (quota, limit, over-quota weight)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'department' -d 'Departments: groups of projects whose quota caps theirs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'node' -d 'The machine\'s nodes and their GPUs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'nodepool' -d 'Node pools: groups of nodes with own quotas'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'top' -d 'Who uses the GPUs now'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'config' -d 'Client contexts: which daemon to talk to, the token, default project'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'login' -d 'Check a token against the daemon and store it in a context'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'version' -d 'Show the client\'s and the daemon\'s versions'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'completion' -d 'Print a shell completion script'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s o -l output -d 'Output format: table (default), json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l cycles -d 'Cycles to run for a file with neither expect nor steps (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l check -d 'Compare with the files\' expectations; exit 1 on any mismatch'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -a 'token' -d 'Bearer tokens for the TCP listener (administrators)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l state-dir -d 'Where the database and pod logs live (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l socket -d 'Unix socket of the API (default: /run/gpuq/gpuq.sock for root, $XDG_RUNTIME_DIR/gpuq.sock otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -a 'create' -d 'Create a token; its secret is shown once'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -a 'list' -d 'List tokens (never their secrets)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -a 'revoke' -d 'Revoke a token'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l state-dir -d 'Where the database and pod logs live (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l socket -d 'Unix socket of the API (default: /run/gpuq/gpuq.sock for root, $XDG_RUNTIME_DIR/gpuq.sock otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l user -d 'The user the token acts as (default: you)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l socket -d 'The daemon\'s socket (default: the local daemon\'s)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l state-dir -d 'Where the database and pod logs live (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l socket -d 'The daemon\'s socket (default: the local daemon\'s)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l state-dir -d 'Where the database and pod logs live (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l socket -d 'The daemon\'s socket (default: the local daemon\'s)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l state-dir -d 'Where the database and pod logs live (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'list' -d 'List projects with their GPU quota and use'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'describe' -d 'Show a project: quotas, use and fair share per node pool'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'create' -d 'Create a project'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'update' -d 'Change a project (only what the flags say)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'delete' -d 'Delete a project'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'set' -d 'Make a project the default of the current context (for commands without -p)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l parent -l department -d 'Its department (name or id)' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l members -d 'Users and @groups who may submit to it, comma-separated ("" for none)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l parent -l department -d 'Its department (name or id)' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l members -d 'Users and @groups who may submit to it, comma-separated ("" for none)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'list' -d 'List departments with their GPU quota and use'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'describe' -d 'Show a department: quotas, use and fair share per node pool'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'create' -d 'Create a department'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'update' -d 'Change a department (only what the flags say)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'delete' -d 'Delete a department'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -a 'list' -d 'List nodes: pool, GPUs, allocation, CPU, memory'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -a 'list' -d 'List node pools: placement, nodes, GPUs'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -a 'node' -d 'Per GPU: who holds it (project, workload, pod), which portion, memory in use'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -x -a '(__gpuq_live nodes)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'view' -d 'Show the context in use, where it comes from, and all'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'get-contexts' -d 'List the contexts'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'set-context' -d 'Create or change a context (only the fields given change)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'use-context' -d 'Make a context the current one'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l server -d 'unix:///path/to/socket, http://host:port or https://host:port ("": the local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l token-file -d 'A file holding the bearer token' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -s p -l project -d 'Default project' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l profile -d 'Default hardware profile' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l insecure -d 'https without checking the server\'s certificate (--insecure=false: check it again)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l token-file -d 'A file holding the token (from: gpuq daemon token create)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l server -d 'The daemon: https://host:port (default: the context\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l context -d 'The context to store it in (default: the current)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -x -a 'bash zsh fish'
