# bash completion for gpuq. Generated from gpuq's command definitions by
# `gpuq __generate-docs`: do not edit; run scripts/regen-docs.sh.
# Install: copy to /usr/share/bash-completion/completions/gpuq, or
#   source <(gpuq completion bash)

declare -gA _gpuq_subs=(
  ['gpuq']='simulate daemon project department node nodepool top config login version completion'
  ['gpuq daemon']='token'
  ['gpuq daemon token']='create list revoke'
  ['gpuq project']='list ls describe create update delete set'
  ['gpuq department']='list ls describe create update delete'
  ['gpuq node']='list ls'
  ['gpuq nodepool']='list ls'
  ['gpuq top']='node nodes'
  ['gpuq config']='view get-contexts set-context use-context'
)
declare -gA _gpuq_canon=(
  ['gpuq|simulate']='simulate'
  ['gpuq|daemon']='daemon'
  ['gpuq|project']='project'
  ['gpuq|department']='department'
  ['gpuq|node']='node'
  ['gpuq|nodepool']='nodepool'
  ['gpuq|top']='top'
  ['gpuq|config']='config'
  ['gpuq|login']='login'
  ['gpuq|version']='version'
  ['gpuq|completion']='completion'
  ['gpuq|__complete']='__complete'
  ['gpuq|__generate-docs']='__generate-docs'
  ['gpuq daemon|token']='token'
  ['gpuq daemon token|create']='create'
  ['gpuq daemon token|list']='list'
  ['gpuq daemon token|revoke']='revoke'
  ['gpuq project|list']='list'
  ['gpuq project|ls']='list'
  ['gpuq project|describe']='describe'
  ['gpuq project|create']='create'
  ['gpuq project|update']='update'
  ['gpuq project|delete']='delete'
  ['gpuq project|set']='set'
  ['gpuq department|list']='list'
  ['gpuq department|ls']='list'
  ['gpuq department|describe']='describe'
  ['gpuq department|create']='create'
  ['gpuq department|update']='update'
  ['gpuq department|delete']='delete'
  ['gpuq node|list']='list'
  ['gpuq node|ls']='list'
  ['gpuq nodepool|list']='list'
  ['gpuq nodepool|ls']='list'
  ['gpuq top|node']='node'
  ['gpuq top|nodes']='node'
  ['gpuq config|view']='view'
  ['gpuq config|get-contexts']='get-contexts'
  ['gpuq config|set-context']='set-context'
  ['gpuq config|use-context']='use-context'
)
declare -gA _gpuq_flags=(
  ['gpuq']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq simulate']='-o --output --cycles --check --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq daemon']='--config --state-dir --socket --listen --gpus --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq daemon token']='--config --state-dir --socket --listen --gpus --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq daemon token create']='--user --socket --config --state-dir --listen --gpus --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq daemon token list']='--socket --config --state-dir --listen --gpus --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq daemon token revoke']='--socket --config --state-dir --listen --gpus --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project list']='--json --yaml --table -o --output --no-headers --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project describe']='--json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project create']='--gpu-quota --deserved-gpus --gpu-limit --max-allowed-gpus --over-quota-weight --gpu-over-quota-weight --cpu-quota --deserved-cpu --cpu-limit --memory-quota --deserved-memory --memory-limit --node-pool-name --node-pool --parent --department --members --priority --description --json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project update']='--gpu-quota --deserved-gpus --gpu-limit --max-allowed-gpus --over-quota-weight --gpu-over-quota-weight --cpu-quota --deserved-cpu --cpu-limit --memory-quota --deserved-memory --memory-limit --node-pool-name --node-pool --parent --department --members --priority --description --json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project delete']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq project set']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq department']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq department list']='--json --yaml --table -o --output --no-headers --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq department describe']='--json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq department create']='--gpu-quota --deserved-gpus --gpu-limit --max-allowed-gpus --over-quota-weight --gpu-over-quota-weight --cpu-quota --deserved-cpu --cpu-limit --memory-quota --deserved-memory --memory-limit --node-pool-name --node-pool --priority --description --json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq department update']='--gpu-quota --deserved-gpus --gpu-limit --max-allowed-gpus --over-quota-weight --gpu-over-quota-weight --cpu-quota --deserved-cpu --cpu-limit --memory-quota --deserved-memory --memory-limit --node-pool-name --node-pool --priority --description --json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq department delete']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq node']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq node list']='--json --yaml --table -o --output --no-headers --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq nodepool']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq nodepool list']='--json --yaml --table -o --output --no-headers --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq top']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq top node']='--json --yaml --table -o --output --no-headers --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq config']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq config view']='--json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq config get-contexts']='--json --yaml --table -o --output --no-headers --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq config set-context']='--server --token-file -p --project --profile --insecure --version --context -q --quiet -v --verbose --help'
  ['gpuq config use-context']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq login']='--token-file --server --context --version -p --project -q --quiet -v --verbose --help'
  ['gpuq version']='--json --yaml --table -o --output --version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq completion']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq __complete']='--version -p --project --context -q --quiet -v --verbose --help'
  ['gpuq __generate-docs']='--version -p --project --context -q --quiet -v --verbose --help'
)
declare -gA _gpuq_values=(
  ['gpuq|-p']='live:projects'
  ['gpuq|--project']='live:projects'
  ['gpuq|--context']='live:contexts'
  ['gpuq simulate|-o']='=table,json,yaml'
  ['gpuq simulate|--output']='=table,json,yaml'
  ['gpuq simulate|--cycles']='-'
  ['gpuq simulate|-p']='live:projects'
  ['gpuq simulate|--project']='live:projects'
  ['gpuq simulate|--context']='live:contexts'
  ['gpuq daemon|--config']='@file'
  ['gpuq daemon|--state-dir']='@file'
  ['gpuq daemon|--socket']='@file'
  ['gpuq daemon|--listen']='-'
  ['gpuq daemon|--gpus']='@file'
  ['gpuq daemon|-p']='live:projects'
  ['gpuq daemon|--project']='live:projects'
  ['gpuq daemon|--context']='live:contexts'
  ['gpuq daemon token|--config']='@file'
  ['gpuq daemon token|--state-dir']='@file'
  ['gpuq daemon token|--socket']='@file'
  ['gpuq daemon token|--listen']='-'
  ['gpuq daemon token|--gpus']='@file'
  ['gpuq daemon token|-p']='live:projects'
  ['gpuq daemon token|--project']='live:projects'
  ['gpuq daemon token|--context']='live:contexts'
  ['gpuq daemon token create|--user']='-'
  ['gpuq daemon token create|--socket']='@file'
  ['gpuq daemon token create|--config']='@file'
  ['gpuq daemon token create|--state-dir']='@file'
  ['gpuq daemon token create|--listen']='-'
  ['gpuq daemon token create|--gpus']='@file'
  ['gpuq daemon token create|-p']='live:projects'
  ['gpuq daemon token create|--project']='live:projects'
  ['gpuq daemon token create|--context']='live:contexts'
  ['gpuq daemon token list|--socket']='@file'
  ['gpuq daemon token list|--config']='@file'
  ['gpuq daemon token list|--state-dir']='@file'
  ['gpuq daemon token list|--listen']='-'
  ['gpuq daemon token list|--gpus']='@file'
  ['gpuq daemon token list|-p']='live:projects'
  ['gpuq daemon token list|--project']='live:projects'
  ['gpuq daemon token list|--context']='live:contexts'
  ['gpuq daemon token revoke|--socket']='@file'
  ['gpuq daemon token revoke|--config']='@file'
  ['gpuq daemon token revoke|--state-dir']='@file'
  ['gpuq daemon token revoke|--listen']='-'
  ['gpuq daemon token revoke|--gpus']='@file'
  ['gpuq daemon token revoke|-p']='live:projects'
  ['gpuq daemon token revoke|--project']='live:projects'
  ['gpuq daemon token revoke|--context']='live:contexts'
  ['gpuq project|-p']='live:projects'
  ['gpuq project|--project']='live:projects'
  ['gpuq project|--context']='live:contexts'
  ['gpuq project list|-o']='=table,json,yaml'
  ['gpuq project list|--output']='=table,json,yaml'
  ['gpuq project list|-p']='live:projects'
  ['gpuq project list|--project']='live:projects'
  ['gpuq project list|--context']='live:contexts'
  ['gpuq project describe|-o']='=table,json,yaml'
  ['gpuq project describe|--output']='=table,json,yaml'
  ['gpuq project describe|-p']='live:projects'
  ['gpuq project describe|--project']='live:projects'
  ['gpuq project describe|--context']='live:contexts'
  ['gpuq project create|--gpu-quota']='-'
  ['gpuq project create|--deserved-gpus']='-'
  ['gpuq project create|--gpu-limit']='-'
  ['gpuq project create|--max-allowed-gpus']='-'
  ['gpuq project create|--over-quota-weight']='-'
  ['gpuq project create|--gpu-over-quota-weight']='-'
  ['gpuq project create|--cpu-quota']='-'
  ['gpuq project create|--deserved-cpu']='-'
  ['gpuq project create|--cpu-limit']='-'
  ['gpuq project create|--memory-quota']='-'
  ['gpuq project create|--deserved-memory']='-'
  ['gpuq project create|--memory-limit']='-'
  ['gpuq project create|--node-pool-name']='live:nodepools'
  ['gpuq project create|--node-pool']='live:nodepools'
  ['gpuq project create|--parent']='live:departments'
  ['gpuq project create|--department']='live:departments'
  ['gpuq project create|--priority']='-'
  ['gpuq project create|--description']='-'
  ['gpuq project create|-o']='=table,json,yaml'
  ['gpuq project create|--output']='=table,json,yaml'
  ['gpuq project create|-p']='live:projects'
  ['gpuq project create|--project']='live:projects'
  ['gpuq project create|--context']='live:contexts'
  ['gpuq project update|--gpu-quota']='-'
  ['gpuq project update|--deserved-gpus']='-'
  ['gpuq project update|--gpu-limit']='-'
  ['gpuq project update|--max-allowed-gpus']='-'
  ['gpuq project update|--over-quota-weight']='-'
  ['gpuq project update|--gpu-over-quota-weight']='-'
  ['gpuq project update|--cpu-quota']='-'
  ['gpuq project update|--deserved-cpu']='-'
  ['gpuq project update|--cpu-limit']='-'
  ['gpuq project update|--memory-quota']='-'
  ['gpuq project update|--deserved-memory']='-'
  ['gpuq project update|--memory-limit']='-'
  ['gpuq project update|--node-pool-name']='live:nodepools'
  ['gpuq project update|--node-pool']='live:nodepools'
  ['gpuq project update|--parent']='live:departments'
  ['gpuq project update|--department']='live:departments'
  ['gpuq project update|--priority']='-'
  ['gpuq project update|--description']='-'
  ['gpuq project update|-o']='=table,json,yaml'
  ['gpuq project update|--output']='=table,json,yaml'
  ['gpuq project update|-p']='live:projects'
  ['gpuq project update|--project']='live:projects'
  ['gpuq project update|--context']='live:contexts'
  ['gpuq project delete|-p']='live:projects'
  ['gpuq project delete|--project']='live:projects'
  ['gpuq project delete|--context']='live:contexts'
  ['gpuq project set|-p']='live:projects'
  ['gpuq project set|--project']='live:projects'
  ['gpuq project set|--context']='live:contexts'
  ['gpuq department|-p']='live:projects'
  ['gpuq department|--project']='live:projects'
  ['gpuq department|--context']='live:contexts'
  ['gpuq department list|-o']='=table,json,yaml'
  ['gpuq department list|--output']='=table,json,yaml'
  ['gpuq department list|-p']='live:projects'
  ['gpuq department list|--project']='live:projects'
  ['gpuq department list|--context']='live:contexts'
  ['gpuq department describe|-o']='=table,json,yaml'
  ['gpuq department describe|--output']='=table,json,yaml'
  ['gpuq department describe|-p']='live:projects'
  ['gpuq department describe|--project']='live:projects'
  ['gpuq department describe|--context']='live:contexts'
  ['gpuq department create|--gpu-quota']='-'
  ['gpuq department create|--deserved-gpus']='-'
  ['gpuq department create|--gpu-limit']='-'
  ['gpuq department create|--max-allowed-gpus']='-'
  ['gpuq department create|--over-quota-weight']='-'
  ['gpuq department create|--gpu-over-quota-weight']='-'
  ['gpuq department create|--cpu-quota']='-'
  ['gpuq department create|--deserved-cpu']='-'
  ['gpuq department create|--cpu-limit']='-'
  ['gpuq department create|--memory-quota']='-'
  ['gpuq department create|--deserved-memory']='-'
  ['gpuq department create|--memory-limit']='-'
  ['gpuq department create|--node-pool-name']='live:nodepools'
  ['gpuq department create|--node-pool']='live:nodepools'
  ['gpuq department create|--priority']='-'
  ['gpuq department create|--description']='-'
  ['gpuq department create|-o']='=table,json,yaml'
  ['gpuq department create|--output']='=table,json,yaml'
  ['gpuq department create|-p']='live:projects'
  ['gpuq department create|--project']='live:projects'
  ['gpuq department create|--context']='live:contexts'
  ['gpuq department update|--gpu-quota']='-'
  ['gpuq department update|--deserved-gpus']='-'
  ['gpuq department update|--gpu-limit']='-'
  ['gpuq department update|--max-allowed-gpus']='-'
  ['gpuq department update|--over-quota-weight']='-'
  ['gpuq department update|--gpu-over-quota-weight']='-'
  ['gpuq department update|--cpu-quota']='-'
  ['gpuq department update|--deserved-cpu']='-'
  ['gpuq department update|--cpu-limit']='-'
  ['gpuq department update|--memory-quota']='-'
  ['gpuq department update|--deserved-memory']='-'
  ['gpuq department update|--memory-limit']='-'
  ['gpuq department update|--node-pool-name']='live:nodepools'
  ['gpuq department update|--node-pool']='live:nodepools'
  ['gpuq department update|--priority']='-'
  ['gpuq department update|--description']='-'
  ['gpuq department update|-o']='=table,json,yaml'
  ['gpuq department update|--output']='=table,json,yaml'
  ['gpuq department update|-p']='live:projects'
  ['gpuq department update|--project']='live:projects'
  ['gpuq department update|--context']='live:contexts'
  ['gpuq department delete|-p']='live:projects'
  ['gpuq department delete|--project']='live:projects'
  ['gpuq department delete|--context']='live:contexts'
  ['gpuq node|-p']='live:projects'
  ['gpuq node|--project']='live:projects'
  ['gpuq node|--context']='live:contexts'
  ['gpuq node list|-o']='=table,json,yaml'
  ['gpuq node list|--output']='=table,json,yaml'
  ['gpuq node list|-p']='live:projects'
  ['gpuq node list|--project']='live:projects'
  ['gpuq node list|--context']='live:contexts'
  ['gpuq nodepool|-p']='live:projects'
  ['gpuq nodepool|--project']='live:projects'
  ['gpuq nodepool|--context']='live:contexts'
  ['gpuq nodepool list|-o']='=table,json,yaml'
  ['gpuq nodepool list|--output']='=table,json,yaml'
  ['gpuq nodepool list|-p']='live:projects'
  ['gpuq nodepool list|--project']='live:projects'
  ['gpuq nodepool list|--context']='live:contexts'
  ['gpuq top|-p']='live:projects'
  ['gpuq top|--project']='live:projects'
  ['gpuq top|--context']='live:contexts'
  ['gpuq top node|-o']='=table,json,yaml'
  ['gpuq top node|--output']='=table,json,yaml'
  ['gpuq top node|-p']='live:projects'
  ['gpuq top node|--project']='live:projects'
  ['gpuq top node|--context']='live:contexts'
  ['gpuq config|-p']='live:projects'
  ['gpuq config|--project']='live:projects'
  ['gpuq config|--context']='live:contexts'
  ['gpuq config view|-o']='=table,json,yaml'
  ['gpuq config view|--output']='=table,json,yaml'
  ['gpuq config view|-p']='live:projects'
  ['gpuq config view|--project']='live:projects'
  ['gpuq config view|--context']='live:contexts'
  ['gpuq config get-contexts|-o']='=table,json,yaml'
  ['gpuq config get-contexts|--output']='=table,json,yaml'
  ['gpuq config get-contexts|-p']='live:projects'
  ['gpuq config get-contexts|--project']='live:projects'
  ['gpuq config get-contexts|--context']='live:contexts'
  ['gpuq config set-context|--server']='-'
  ['gpuq config set-context|--token-file']='@file'
  ['gpuq config set-context|-p']='live:projects'
  ['gpuq config set-context|--project']='live:projects'
  ['gpuq config set-context|--profile']='live:profiles'
  ['gpuq config set-context|--context']='live:contexts'
  ['gpuq config use-context|-p']='live:projects'
  ['gpuq config use-context|--project']='live:projects'
  ['gpuq config use-context|--context']='live:contexts'
  ['gpuq login|--token-file']='@file'
  ['gpuq login|--server']='-'
  ['gpuq login|--context']='live:contexts'
  ['gpuq login|-p']='live:projects'
  ['gpuq login|--project']='live:projects'
  ['gpuq version|-o']='=table,json,yaml'
  ['gpuq version|--output']='=table,json,yaml'
  ['gpuq version|-p']='live:projects'
  ['gpuq version|--project']='live:projects'
  ['gpuq version|--context']='live:contexts'
  ['gpuq completion|-p']='live:projects'
  ['gpuq completion|--project']='live:projects'
  ['gpuq completion|--context']='live:contexts'
  ['gpuq __complete|-p']='live:projects'
  ['gpuq __complete|--project']='live:projects'
  ['gpuq __complete|--context']='live:contexts'
  ['gpuq __generate-docs|-p']='live:projects'
  ['gpuq __generate-docs|--project']='live:projects'
  ['gpuq __generate-docs|--context']='live:contexts'
)
declare -gA _gpuq_args=(
  ['gpuq simulate']='-...'
  ['gpuq daemon token create']='-'
  ['gpuq daemon token revoke']='-'
  ['gpuq project describe']='live:projects'
  ['gpuq project create']='-'
  ['gpuq project update']='live:projects'
  ['gpuq project delete']='live:projects'
  ['gpuq project set']='live:projects'
  ['gpuq department describe']='live:departments'
  ['gpuq department create']='-'
  ['gpuq department update']='live:departments'
  ['gpuq department delete']='live:departments'
  ['gpuq top node']='live:nodes'
  ['gpuq config set-context']='live:contexts'
  ['gpuq config use-context']='live:contexts'
  ['gpuq completion']='=bash,zsh,fish'
  ['gpuq __complete']='=projects,departments,workloads,profiles,compute-resources,nodepools,nodes,contexts'
  ['gpuq __generate-docs']='-'
)

# Prints what a value completes to (see value_spec in completion_script.h).
_gpuq_value_words() {
  case $1 in
    =*)
      local IFS=,
      printf '%s\n' ${1#=}
      ;;
    live:*) "$_gpuq_cmd" __complete "${1#live:}" "${_gpuq_conn[@]}" 2>/dev/null ;;
  esac
}

_gpuq_value() {
  local spec=${1%...}
  if [[ $spec == @file ]]; then
    compopt -o default 2>/dev/null
    COMPREPLY=()
    return 0
  fi
  local IFS=$'\n'
  COMPREPLY=($(compgen -W "$(_gpuq_value_words "$spec")" -- "$2"))
}

_gpuq() {
  local cur=${COMP_WORDS[COMP_CWORD]} at=gpuq word pending="" i n=0
  _gpuq_cmd=${COMP_WORDS[0]}
  _gpuq_conn=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    [[ $word == "=" ]] && continue
    if [[ -n $pending ]]; then
      case $pending in --context | --server | -p | --project) _gpuq_conn+=("$pending" "$word") ;; esac
      pending=""
      continue
    fi
    case $word in
      --)
        compopt -o default 2>/dev/null
        COMPREPLY=()
        return 0
        ;;
      -*)
        [[ -n ${_gpuq_values["$at|$word"]+set} ]] && pending=$word
        continue
        ;;
    esac
    if [[ $n -eq 0 && -n ${_gpuq_canon["$at|$word"]+set} ]]; then
      at="$at ${_gpuq_canon["$at|$word"]}"
    else
      n=$((n + 1))
    fi
  done
  [[ $cur == "=" ]] && cur=""
  if [[ -n $pending ]]; then
    _gpuq_value "${_gpuq_values["$at|$pending"]}" "$cur"
    return 0
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "${_gpuq_flags[$at]}" -- "$cur"))
    return 0
  fi
  if [[ $n -eq 0 && -n ${_gpuq_subs[$at]+set} ]]; then
    COMPREPLY=($(compgen -W "${_gpuq_subs[$at]}" -- "$cur"))
    return 0
  fi
  local -a specs=(${_gpuq_args[$at]})
  local spec=${specs[n]}
  if [[ -z $spec && ${#specs[@]} -gt 0 && ${specs[-1]} == *... ]]; then spec=${specs[-1]}; fi
  [[ -n $spec ]] && _gpuq_value "$spec" "$cur"
  return 0
}

complete -F _gpuq gpuq
